import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DELIVERY_ORDERS } from '../../../../contract/areas';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { createShipmentSchema } from '../../../../contract/shipments';
import { FormError, Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useRecord } from '../../../lib/resource/api';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateShipment } from '../api/shipments-api';
import { aboveAvailableKeys, allocationErrorKeys, allocationOf, draftOfOrder, type DraftOrder } from '../components/allocation-draft';
import { FormAllocation } from '../components/FormAllocation';
import { SHIPMENT_FIELDS, ShipmentFields, shipmentFormValues } from '../components/ShipmentFields';
import { NS } from '../components/shipment-screens';

/**
 * /shipments/new (create-shipment): the vehicle, notes and the DOs it carries (the allocation
 * editor inside the form), saved in one request; then back to the list with a toast. From a DO's
 * detail (`?deliveryOrder=ID`) the form opens with that DO and all it still awaits on it.
 */
export default function ShipmentCreateScreen() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const orderId = parseId(params.get('deliveryOrder'));
  const order = useRecord<DeliveryOrder>(DELIVERY_ORDERS.api, orderId, { revalidateOnFocus: false });
  if (orderId !== null && order.data === undefined && order.error === undefined) {
    return (
      <Panel aria-busy="true" aria-label={t('allocation.adding')}>
        <Skeleton width="100%" height="240px" shape="block" />
      </Panel>
    );
  }
  const start = order.data && order.data.lines.some((line) => line.pending > 0) ? [draftOfOrder(order.data)] : [];
  return <CreateForm start={start} orderFailed={orderId !== null && order.error !== undefined} />;
}

function CreateForm({ start, orderFailed }: { start: DraftOrder[]; orderFailed: boolean }) {
  const { t } = useTranslation(NS);
  const create = useCreateShipment();
  const [drafts, setDrafts] = useState<DraftOrder[]>(start);
  // The contract's schema, and a quantity above what its line shows as available refused before
  // sending, against the editor's latest lines (one schema for the form's life).
  const latest = useRef(drafts);
  latest.current = drafts;
  const schema = useMemo(
    () =>
      createShipmentSchema.superRefine((_value, ctx) => {
        for (const key of aboveAvailableKeys(latest.current)) {
          ctx.addIssue({ code: 'custom', path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: 'ABOVE_AVAILABLE' });
        }
      }),
    [],
  );
  return (
    <ResourceForm
      ns={NS}
      label={t('form.createLabel')}
      schema={schema}
      fields={[...SHIPMENT_FIELDS, 'deliveryOrders', ...allocationErrorKeys(drafts)]}
      defaultValues={{ ...shipmentFormValues(), deliveryOrders: allocationOf(start).body }}
      create={create}
      listPath={paths.shipments.data()}
      detailRoute={routes.shipments.detail}
      savedText={(shipment) => t('toast.created', { number: shipment.number })}
    >
      {(fields) => (
        <>
          {orderFailed && <FormError role="alert">{t('new.fromOrderFailed')}</FormError>}
          <ShipmentFields {...fields} />
          <FormAllocation form={fields.form} errorText={fields.errorText} drafts={drafts} onDrafts={setDrafts} />
        </>
      )}
    </ResourceForm>
  );
}
