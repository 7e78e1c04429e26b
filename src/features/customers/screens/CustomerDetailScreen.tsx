import { useTranslation } from 'react-i18next';
import { CUSTOMERS, DELIVERY_ORDERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import { AreaDetail } from '../../../components/resource/AreaDetail/AreaDetail';
import { useCan } from '../../../lib/access/AccessContext';
import { CustomerDeliveryOrders } from '../components/CustomerDeliveryOrders';

/**
 * /customers/:customerId/detail (read-customer): the customer's fields and, with
 * read-customers-logs, its change log; with read-delivery-orders, its newest delivery orders.
 */
export default function CustomerDetailScreen() {
  const { t } = useTranslation(CUSTOMERS.key);
  const can = useCan();
  return (
    <AreaDetail<Customer>
      area={CUSTOMERS}
      items={(customer) => [
        { id: 'name', label: t('fields.name'), value: customer.name },
        { id: 'phone', label: t('fields.phone'), value: customer.phone },
        { id: 'email', label: t('fields.email'), value: customer.email },
        { id: 'address', label: t('fields.address'), value: customer.address, wide: true },
        { id: 'notes', label: t('fields.notes'), value: customer.notes, wide: true },
      ]}
      deliveryOrderFilter={(customer) => `customerId=${customer.id}`}
      related={(customer) => (can(DELIVERY_ORDERS.permission.list) ? <CustomerDeliveryOrders customerId={customer.id} /> : undefined)}
    />
  );
}
