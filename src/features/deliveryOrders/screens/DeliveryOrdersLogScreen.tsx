import { DELIVERY_ORDERS } from '../../../../contract/areas';
import { DeliveryOrderPicker } from '../../../components/pickers/DeliveryOrderPicker/DeliveryOrderPicker';
import { AreaLog } from '../../../components/resource/AreaLog/AreaLog';
import { useLogValue } from '../components/log-values';

/** /delivery-orders/logs (read-delivery-orders-logs): every change to DOs, per field and per line. */
export default function DeliveryOrdersLogScreen() {
  return <AreaLog area={DELIVERY_ORDERS} picker={DeliveryOrderPicker} formatValue={useLogValue()} />;
}
