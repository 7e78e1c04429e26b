import { useParams } from 'react-router-dom';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { parseId } from '../../../lib/route-params';
import { paths } from '../../../lib/routes/routes';
import { useShipment } from '../api/get-shipment';
import { AllocationForm } from '../components/AllocationForm';
import { CompletedNotice } from '../components/CompletedNotice';
import { NS } from '../components/shipment-screens';

/**
 * /shipments/:shipmentId/delivery-orders (update-shipment, read-delivery-orders): the shipment's
 * DOs, destinations and quantities, saved as a whole; read-only once the shipment is completed.
 */
export default function ShipmentDeliveryOrdersScreen() {
  const id = parseId(useParams().shipmentId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const shipment = useShipment(id, { revalidateOnFocus: false });
  return (
    <RecordGate id={id} answer={shipment} listPath={paths.shipments.data()} ns={NS}>
      {(record) => (record.status === 'SELESAI' ? <CompletedNotice shipment={record} /> : <AllocationForm key={record.id} shipment={record} />)}
    </RecordGate>
  );
}
