import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { DELIVERY_ORDERS } from '../../../../contract/areas';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { Shipment } from '../../../../contract/shipments';
import { FormError, Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useApi } from '../../../lib/api/ApiContext';
import { getRecord } from '../../../lib/resource/api';
import { parseId } from '../../../lib/route-params';
import { paths } from '../../../lib/routes/routes';
import { useShipment } from '../api/shipments-api';
import { AllocationForm } from '../components/AllocationForm';
import { CompletedNotice } from '../components/CompletedNotice';
import { NS } from '../components/shipment-screens';

/**
 * The DOs a shipment carries, as they are now: the shipment holds some of their lines, and the
 * editor offers the others too. Read once when the screen opens (a refetch would only move lines
 * under the person's hands).
 */
function useOrdersOf(shipment: Shipment) {
  const { api } = useApi();
  const ids = shipment.deliveryOrders.map((order) => order.deliveryOrderId);
  return useSWR(
    [DELIVERY_ORDERS.api, 'of-shipment', shipment.id, ids.join(',')],
    () => Promise.all(ids.map((id) => getRecord<DeliveryOrder>(api, DELIVERY_ORDERS.api, id))),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}

function OrdersForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(NS);
  const orders = useOrdersOf(shipment);
  if (orders.data === undefined && orders.error === undefined) {
    return (
      <Panel aria-busy="true" aria-label={t('allocation.loadingOrders')}>
        <Skeleton width="100%" height="240px" shape="block" />
      </Panel>
    );
  }
  // Without the DOs the editor still holds what the shipment carries.
  return (
    <>
      {orders.error !== undefined && <FormError role="alert">{t('allocation.ordersFailed')}</FormError>}
      <AllocationForm key={shipment.id} shipment={shipment} orders={orders.data ?? []} />
    </>
  );
}

/**
 * /shipments/:shipmentId/delivery-orders (update-shipment, read-delivery-orders): the shipment's
 * DOs, destinations and quantities, saved as a whole; read-only once the shipment is completed
 * or cancelled.
 */
export default function ShipmentDeliveryOrdersScreen() {
  const id = parseId(useParams().shipmentId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const shipment = useShipment(id, { revalidateOnFocus: false });
  return (
    <RecordGate id={id} answer={shipment} listPath={paths.shipments.data()} ns={NS}>
      {(record) => (record.status !== 'PENDING' ? <CompletedNotice shipment={record} /> : <OrdersForm shipment={record} />)}
    </RecordGate>
  );
}
