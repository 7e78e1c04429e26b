import { SHIPMENTS } from '../../../../contract/areas';
import { AreaLog } from '../../../components/resource/AreaLog/AreaLog';
import { ShipmentPicker } from '../components/ShipmentPicker';
import { useShipmentValues } from '../components/shipment-screens';

/** /shipments/logs (read-shipments-logs): every change to shipments, per field and per DO line. */
export default function ShipmentsLogScreen() {
  return <AreaLog area={SHIPMENTS} picker={ShipmentPicker} formatValue={useShipmentValues()} />;
}
