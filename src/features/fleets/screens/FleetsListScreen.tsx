import { useMemo } from 'react';
import { FLEETS } from '../../../../contract/areas';
import type { Fleet } from '../../../../contract/fleets';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { AreaList } from '../../../components/resource/AreaList/AreaList';
import { useRecordStatusColumn } from '../../../components/resource/RecordStatus/RecordStatus';
import { useAreaWords } from '../../../lib/resource/area-words';
import { useFleetValues } from '../components/fleet-screens';

/** /fleets/data (read-fleets): search over plate and model, active/inactive/all, sort, pages. */
export default function FleetsListScreen() {
  const t = useAreaWords(FLEETS.key);
  const values = useFleetValues();
  const status = useRecordStatusColumn<Fleet>();
  const columns = useMemo<Column<Fleet>[]>(
    () => [
      { id: 'plate', header: t('fields.plate'), cell: (fleet) => fleet.plate, sortable: true, rowHeader: true, width: '160px' },
      { id: 'model', header: t('fields.model'), cell: (fleet) => fleet.model, sortable: true },
      { id: 'capacityKg', header: t('fields.capacityKg'), cell: (fleet) => values('capacityKg', fleet.capacityKg) ?? '—', sortable: true, align: 'end', width: '150px' },
      status,
    ],
    [t, values, status],
  );
  return <AreaList area={FLEETS} columns={columns} />;
}
