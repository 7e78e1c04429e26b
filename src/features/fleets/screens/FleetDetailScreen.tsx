import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatRecordId } from '../../../lib/record-id';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { fleetsApi, useFleet } from '../api/fleets-api';
import { FleetStatusBadge, NS, useFleetValues } from '../components/fleet-screens';
import { FLEETS } from '../../../../contract/areas';

/** /fleets/:fleetId/detail (read-fleet): the fleet's fields and, with read-fleets-logs, its change log. */
export default function FleetDetailScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const id = parseId(useParams().fleetId);
  const fleet = useFleet(id);
  const values = useFleetValues();
  return (
    <RecordGate id={id} answer={fleet} listPath={paths.fleets.data()} ns={NS}>
      {(record) => (
        <ResourceDetail
          title={record.plate}
          items={[
            { id: 'id', label: t('fields.id'), value: formatRecordId('fleet', record.id) },
            { id: 'plate', label: t('fields.plate'), value: record.plate },
            { id: 'model', label: t('fields.model'), value: record.model },
            { id: 'capacityKg', label: t('fields.capacityKg'), value: values('capacityKg', record.capacityKg) },
            { id: 'status', label: t('fields.status'), value: <FleetStatusBadge active={record.active} /> },
            { id: 'createdAt', label: t('fields.createdAt'), value: format.dateTime(record.createdAt) },
            { id: 'updatedAt', label: t('fields.updatedAt'), value: format.dateTime(record.updatedAt) },
          ]}
          editPath={canOpen(routes.fleets.edit) ? paths.fleets.edit(record.id) : undefined}
          log={can(FLEETS.permission.logs) ? { path: fleetsApi.path, ns: NS, recordId: record.id, formatValue: values } : undefined}
        />
      )}
    </RecordGate>
  );
}
