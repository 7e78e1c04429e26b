import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fleet } from '../../../../contract/fleets';
import { FLEET_STATUSES } from '../../../../contract/fleets-values';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useListState } from '../../../lib/list-state/useListState';
import { paths, routes } from '../../../lib/routes/routes';
import { useFleets } from '../api/fleets-api';
import { FleetStatusBadge, LIST_CONFIG, NS, useFleetValues } from '../components/fleet-screens';

const detailPath = (fleet: Fleet) => paths.fleets.detail(fleet.id);
const editPath = (fleet: Fleet) => paths.fleets.edit(fleet.id);

/** /fleets/data (read-fleets): search over plate and model, active/inactive/all, sort, pages. */
export default function FleetsListScreen() {
  const { t } = useTranslation(NS);
  const canOpen = useCanOpen();
  const list = useListState(LIST_CONFIG);
  const fleets = useFleets(list.apiQuery);
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
    <ResourceList
      list={list}
      answer={fleets}
      columns={columns}
      getRowLabel={(fleet) => fleet.plate}
      caption={t('list.caption')}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      filters={
        <Field label={t('list.statusFilter')}>
          <Select
            options={FLEET_STATUSES.filter((status) => status !== 'all').map((status) => ({ value: status, label: t(`status.${status}`) }))}
            placeholder={t('status.all')}
            value={list.filters.status === 'all' ? '' : (list.filters.status ?? '')}
            onChange={(event) => list.setFilter('status', (event.target.value || undefined) as 'active' | 'inactive' | undefined)}
          />
        </Field>
      }
      links={[
        ...(canOpen(routes.fleets.logs) ? [{ to: paths.fleets.logs(), label: t('ui:resource.logs') }] : []),
        ...(canOpen(routes.fleets.new) ? [{ to: paths.fleets.new(), label: t('list.add'), primary: true }] : []),
      ]}
      detailPath={canOpen(routes.fleets.detail) ? detailPath : undefined}
      editPath={canOpen(routes.fleets.edit) ? editPath : undefined}
    />
  );
}
