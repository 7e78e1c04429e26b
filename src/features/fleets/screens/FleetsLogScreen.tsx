import { useTranslation } from 'react-i18next';
import { FleetPicker } from '../../../components/pickers/FleetPicker/FleetPicker';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan } from '../../../lib/access/AccessContext';
import { useFleetLogs } from '../api/get-fleet-logs';
import { detailPath, NS, useFleetValues } from '../components/fleet-screens';

/** /fleets/logs (read-fleets-logs): every change to fleets, as a readable diff. */
export default function FleetsLogScreen() {
  const { t } = useTranslation(NS);
  const can = useCan();
  const { list, query } = useLogListState();
  const logs = useFleetLogs(query);
  const values = useFleetValues();
  return (
    <ResourceLog
      ns={NS}
      list={list}
      answer={logs}
      caption={t('logs.caption')}
      recordLabel={t('logs.record')}
      canPickRecord={can('read-fleets')}
      recordPicker={(props) => <FleetPicker {...props} />}
      detailPath={can('read-fleet') ? detailPath : undefined}
      formatValue={values}
    />
  );
}
