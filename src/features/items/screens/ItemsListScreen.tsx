import { useMemo } from 'react';
import { ITEMS } from '../../../../contract/areas';
import type { Item } from '../../../../contract/items';
import { ITEM_UNIT_MAX, UNIT_SUGGESTIONS } from '../../../../contract/items-values';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { AreaList } from '../../../components/resource/AreaList/AreaList';
import { useRecordStatusColumn } from '../../../components/resource/RecordStatus/RecordStatus';
import { useFormatter } from '../../../lib/format';
import { useAreaWords } from '../../../lib/resource/area-words';
import { useKilogramValues } from '../../../lib/resource/kilograms';

const FILTERS = { unit: { kind: 'string', maxLength: ITEM_UNIT_MAX } } as const;

/** /items/data (read-items): search over name and code, the unit and status filters, sort, pages. */
export default function ItemsListScreen() {
  const words = useAreaWords(ITEMS.key);
  const format = useFormatter();
  const kg = useKilogramValues('weightKg');
  const status = useRecordStatusColumn<Item>();
  const columns = useMemo<Column<Item>[]>(
    () => [
      { id: 'name', header: words('fields.name'), cell: (item) => item.name, sortable: true, rowHeader: true, width: '30%' },
      { id: 'code', header: words('fields.code'), cell: (item) => item.code ?? '—', sortable: true, wrap: 'never' },
      { id: 'unit', header: words('fields.unit'), cell: (item) => item.unit, sortable: true, width: '120px' },
      { id: 'weightKg', header: words('fields.weightKg'), cell: (item) => kg('weightKg', item.weightKg) ?? '—', align: 'end', width: '150px' },
      status,
      {
        id: 'updatedAt',
        header: words('fields.updatedAt'),
        cell: (item) => <time dateTime={item.updatedAt}>{format.date(item.updatedAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [words, format, kg, status],
  );
  return (
    <AreaList
      area={ITEMS}
      columns={columns}
      filterDefs={FILTERS}
      filters={(list) => (
        <Field label={words('list.unitFilter')}>
          <Select
            options={UNIT_SUGGESTIONS.map((unit) => ({ value: unit, label: unit }))}
            placeholder={words('list.allUnits')}
            value={list.filters.unit?.toUpperCase() ?? ''}
            onChange={(event) => list.setFilter('unit', event.target.value || undefined)}
          />
        </Field>
      )}
    />
  );
}
