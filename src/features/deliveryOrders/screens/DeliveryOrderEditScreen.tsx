import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { updateDeliveryOrderSchema, type DeliveryOrder } from '../../../../contract/delivery-orders';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useDeliveryOrder, useUpdateDeliveryOrder } from '../api/delivery-orders-api';
import { useConflictValues } from '../components/conflict-values';
import { DELIVERY_ORDER_FIELDS, DeliveryOrderFields, deliveryOrderFormValues } from '../components/DeliveryOrderFields';
import { NS } from '../components/delivery-order-screens';

function EditForm({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const { learn, formatValue } = useConflictValues(order);
  const update = useUpdateDeliveryOrder(learn);
  return (
    <ResourceForm
      ns={NS}
      label={t('form.editLabel', { number: order.number })}
      schema={updateDeliveryOrderSchema}
      fields={DELIVERY_ORDER_FIELDS}
      defaultValues={deliveryOrderFormValues(order)}
      record={order}
      update={update}
      listPath={paths.deliveryOrders.data()}
      detailRoute={routes.deliveryOrders.detail}
      savedText={(saved) => t('toast.updated', { number: saved.number })}
      formatValue={formatValue}
    >
      {(fields) => <DeliveryOrderFields {...fields} order={order} />}
    </ResourceForm>
  );
}

/**
 * /delivery-orders/:deliveryOrderId/edit (update-delivery-order): saved with the version it was
 * loaded at. A cancelled DO is not edited: the screen says so and leads to its detail.
 */
export default function DeliveryOrderEditScreen() {
  const { t } = useTranslation(NS);
  const id = parseId(useParams().deliveryOrderId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const order = useDeliveryOrder(id, { revalidateOnFocus: false });
  return (
    <RecordGate id={id} answer={order} listPath={paths.deliveryOrders.data()} ns={NS}>
      {(record) =>
        record.status === 'BATAL' ? (
          <Panel>
            <EmptyState
              icon="alert"
              title={t('form.cancelledTitle', { number: record.number })}
              text={t('form.cancelledText')}
              action={<ButtonLink to={paths.deliveryOrders.detail(record.id)}>{t('form.toDetail')}</ButtonLink>}
            />
          </Panel>
        ) : (
          <EditForm key={record.id} order={record} />
        )
      }
    </RecordGate>
  );
}
