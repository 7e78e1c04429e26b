import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FLEETS } from '../../../../contract/areas';
import type { Fleet } from '../../../../contract/fleets';
import { FLEET_STATUSES } from '../../../../contract/fleets-values';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { AreaList } from '../../../components/resource/AreaList/AreaList';
import { FleetStatusBadge, useFleetValues } from '../components/fleet-screens';

const FILTERS = { status: { kind: 'enum', values: FLEET_STATUSES } } as const;

/** /fleets/data (read-fleets): search over plate and model, active/inactive/all, sort, pages. */
export default function FleetsListScreen() {
  const { t } = useTranslation(FLEETS.key);
  const values = useFleetValues();
  const columns = useMemo<Column<Fleet>[]>(
    () => [
      { id: 'plate', header: t('fields.plate'), cell: (fleet) => fleet.plate, sortable: true, rowHeader: true, width: '160px' },
      { id: 'model', header: t('fields.model'), cell: (fleet) => fleet.model, sortable: true },
      { id: 'capacityKg', header: t('fields.capacityKg'), cell: (fleet) => values('capacityKg', fleet.capacityKg) ?? '—', sortable: true, align: 'end', width: '150px' },
      { id: 'status', header: t('fields.status'), cell: (fleet) => <FleetStatusBadge active={fleet.active} />, width: '120px' },
    ],
    [t, values],
  );
  return (
    <AreaList
      area={FLEETS}
      columns={columns}
      filterDefs={FILTERS}
      filters={(list) => (
        <Field label={t('list.statusFilter')}>
          <Select
            options={FLEET_STATUSES.filter((status) => status !== 'all').map((status) => ({ value: status, label: t(`status.${status}`) }))}
            placeholder={t('status.all')}
            value={list.filters.status === 'all' ? '' : (list.filters.status ?? '')}
            onChange={(event) => list.setFilter('status', (event.target.value || undefined) as 'active' | 'inactive' | undefined)}
          />
        </Field>
      )}
    />
  );
}
