import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatRecordId } from '../../../lib/record-id';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { customersApi, useCustomer } from '../api/customers-api';
import { CustomerDeliveryOrders } from '../components/CustomerDeliveryOrders';
import { NS } from '../components/customer-screens';
import { CUSTOMERS, DELIVERY_ORDERS } from '../../../../contract/areas';

/**
 * /customers/:customerId/detail (read-customer): the customer's fields and, with
 * read-customers-logs, its change log; with read-delivery-orders, its newest delivery orders.
 */
export default function CustomerDetailScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const id = parseId(useParams().customerId);
  const customer = useCustomer(id);
  return (
    <RecordGate id={id} answer={customer} listPath={paths.customers.data()} ns={NS}>
      {(record) => (
        <ResourceDetail
          title={record.name}
          items={[
            { id: 'id', label: t('fields.id'), value: formatRecordId('customer', record.id) },
            { id: 'name', label: t('fields.name'), value: record.name },
            { id: 'phone', label: t('fields.phone'), value: record.phone },
            { id: 'email', label: t('fields.email'), value: record.email },
            { id: 'address', label: t('fields.address'), value: record.address, wide: true },
            { id: 'notes', label: t('fields.notes'), value: record.notes, wide: true },
            { id: 'createdAt', label: t('fields.createdAt'), value: format.dateTime(record.createdAt) },
            { id: 'updatedAt', label: t('fields.updatedAt'), value: format.dateTime(record.updatedAt) },
          ]}
          related={can(DELIVERY_ORDERS.permission.list) ? <CustomerDeliveryOrders customerId={record.id} /> : undefined}
          editPath={canOpen(routes.customers.edit) ? paths.customers.edit(record.id) : undefined}
          log={can(CUSTOMERS.permission.logs) ? { path: customersApi.path, ns: NS, recordId: record.id } : undefined}
        />
      )}
    </RecordGate>
  );
}
