import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../contract/items';
import { UNIT_SUGGESTIONS } from '../../../../contract/items-values';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { useListState } from '../../../lib/list-state/useListState';
import { useKilogramValues } from '../../../lib/resource/kilograms';
import { paths, routes } from '../../../lib/routes/routes';
import { useItems } from '../api/items-api';
import { LIST_CONFIG, NS } from '../components/item-screens';

const detailPath = (item: Item) => paths.items.detail(item.id);
const editPath = (item: Item) => paths.items.edit(item.id);

/** /items/data (read-items): search over name and code, the unit filter, sort, pages. */
export default function ItemsListScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const canOpen = useCanOpen();
  const list = useListState(LIST_CONFIG);
  const items = useItems(list.apiQuery);
  const kg = useKilogramValues('weightKg');

  const columns = useMemo<Column<Item>[]>(
    () => [
      { id: 'name', header: t('fields.name'), cell: (item) => item.name, sortable: true, rowHeader: true, width: '30%' },
      { id: 'code', header: t('fields.code'), cell: (item) => item.code ?? '—', sortable: true },
      { id: 'unit', header: t('fields.unit'), cell: (item) => item.unit, sortable: true, width: '120px' },
      {
        id: 'weightKg',
        header: t('fields.weightKg'),
        cell: (item) => kg('weightKg', item.weightKg) ?? '—',
        align: 'end',
        width: '150px',
      },
      {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        cell: (item) => <time dateTime={item.updatedAt}>{format.date(item.updatedAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [t, format, kg],
  );

  return (
    <ResourceList
      list={list}
      answer={items}
      columns={columns}
      getRowLabel={(item) => item.name}
      caption={t('list.caption')}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      filters={
        <Field label={t('list.unitFilter')}>
          <Select
            options={UNIT_SUGGESTIONS.map((unit) => ({ value: unit, label: unit }))}
            placeholder={t('list.allUnits')}
            value={list.filters.unit?.toUpperCase() ?? ''}
            onChange={(event) => list.setFilter('unit', event.target.value || undefined)}
          />
        </Field>
      }
      links={[
        ...(canOpen(routes.items.logs) ? [{ to: paths.items.logs(), label: t('ui:resource.logs') }] : []),
        ...(canOpen(routes.items.new) ? [{ to: paths.items.new(), label: t('list.add'), primary: true }] : []),
      ]}
      detailPath={canOpen(routes.items.detail) ? detailPath : undefined}
      editPath={canOpen(routes.items.edit) ? editPath : undefined}
    />
  );
}
