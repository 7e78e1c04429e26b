import { useTranslation } from 'react-i18next';
import { FleetPicker } from '../../../components/pickers/FleetPicker/FleetPicker';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { paths, routes } from '../../../lib/routes/routes';
import { useFleetLogs } from '../api/fleets-api';
import { NS, useFleetValues } from '../components/fleet-screens';
import { FLEETS } from '../../../../contract/areas';

/** /fleets/logs (read-fleets-logs): every change to fleets, as a readable diff. */
export default function FleetsLogScreen() {
  const { t } = useTranslation(NS);
  const can = useCan();
  const canOpen = useCanOpen();
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
      canPickRecord={can(FLEETS.permission.list)}
      recordPicker={(props) => <FleetPicker {...props} />}
      detailPath={canOpen(routes.fleets.detail) ? paths.fleets.detail : undefined}
      formatValue={values}
    />
  );
}
