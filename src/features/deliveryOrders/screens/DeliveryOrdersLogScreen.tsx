import { useTranslation } from 'react-i18next';
import { DeliveryOrderPicker } from '../../../components/pickers/DeliveryOrderPicker/DeliveryOrderPicker';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { paths, routes } from '../../../lib/routes/routes';
import { useDeliveryOrderLogs } from '../api/delivery-orders-api';
import { NS } from '../components/delivery-order-screens';
import { useLogValue } from '../components/log-values';
import { DELIVERY_ORDERS } from '../../../../contract/areas';

/** /delivery-orders/logs (read-delivery-orders-logs): every change to DOs, per field and per line. */
export default function DeliveryOrdersLogScreen() {
  const { t } = useTranslation(NS);
  const can = useCan();
  const canOpen = useCanOpen();
  const { list, query } = useLogListState();
  const logs = useDeliveryOrderLogs(query);
  return (
    <ResourceLog
      ns={NS}
      list={list}
      answer={logs}
      caption={t('logs.caption')}
      recordLabel={t('logs.record')}
      canPickRecord={can(DELIVERY_ORDERS.permission.list)}
      recordPicker={(props) => <DeliveryOrderPicker {...props} />}
      detailPath={canOpen(routes.deliveryOrders.detail) ? paths.deliveryOrders.detail : undefined}
      formatValue={useLogValue()}
    />
  );
}
