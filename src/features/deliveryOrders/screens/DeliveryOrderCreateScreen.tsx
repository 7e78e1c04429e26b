import { useTranslation } from 'react-i18next';
import { createDeliveryOrderSchema } from '../../../../contract/delivery-orders';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateDeliveryOrder } from '../api/delivery-orders-api';
import { DELIVERY_ORDER_FIELDS, DeliveryOrderFields, deliveryOrderFormValues } from '../components/DeliveryOrderFields';
import { NS } from '../components/delivery-order-screens';

/** /delivery-orders/new (create-delivery-order): the form, then back to the list with a toast. */
export default function DeliveryOrderCreateScreen() {
  const { t } = useTranslation(NS);
  const create = useCreateDeliveryOrder();
  return (
    <ResourceForm
      ns={NS}
      label={t('form.createLabel')}
      schema={createDeliveryOrderSchema}
      fields={DELIVERY_ORDER_FIELDS}
      defaultValues={deliveryOrderFormValues()}
      create={create}
      listPath={paths.deliveryOrders.data()}
      detailRoute={routes.deliveryOrders.detail}
      savedText={(order) => t('toast.created', { number: order.number })}
    >
      {(fields) => <DeliveryOrderFields {...fields} />}
    </ResourceForm>
  );
}
