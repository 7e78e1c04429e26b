import { useTranslation } from 'react-i18next';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { paths, routes } from '../../../lib/routes/routes';
import { useShipmentLogs } from '../api/shipments-api';
import { ShipmentPicker } from '../components/ShipmentPicker';
import { NS, useShipmentValues } from '../components/shipment-screens';
import { SHIPMENTS } from '../../../../contract/areas';

/** /shipments/logs (read-shipments-logs): every change to shipments, per field and per DO line. */
export default function ShipmentsLogScreen() {
  const { t } = useTranslation(NS);
  const can = useCan();
  const canOpen = useCanOpen();
  const { list, query } = useLogListState();
  const logs = useShipmentLogs(query);
  const values = useShipmentValues();
  return (
    <ResourceLog
      ns={NS}
      list={list}
      answer={logs}
      caption={t('logs.caption')}
      recordLabel={t('logs.record')}
      canPickRecord={can(SHIPMENTS.permission.list)}
      recordPicker={(props) => <ShipmentPicker {...props} />}
      detailPath={canOpen(routes.shipments.detail) ? paths.shipments.detail : undefined}
      formatValue={values}
    />
  );
}
