import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../contract/customers';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCan } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useCustomers } from '../api/get-customers';
import { detailPath, editPath, LOGS_PATH, NEW_PATH, NS, SORT_FIELDS } from '../components/customer-screens';

const LIST = { sortFields: SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' } } as const satisfies ListStateConfig;

/** /customers/data (read-customers): search over name, phone and email; sort; pages. */
export default function CustomersListScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const list = useListState(LIST);
  const customers = useCustomers(list.apiQuery);

  const columns = useMemo<Column<Customer>[]>(
    () => [
      { id: 'name', header: t('fields.name'), cell: (customer) => customer.name, sortable: true, rowHeader: true, width: '24%' },
      { id: 'phone', header: t('fields.phone'), cell: (customer) => customer.phone ?? '—', width: '160px' },
      { id: 'email', header: t('fields.email'), cell: (customer) => customer.email ?? '—' },
      { id: 'address', header: t('fields.address'), cell: (customer) => customer.address || '—' },
      {
        id: 'updatedAt',
        header: t('fields.updatedAt'),
        cell: (customer) => <time dateTime={customer.updatedAt}>{format.date(customer.updatedAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [t, format],
  );

  return (
    <ResourceList
      list={list}
      answer={customers}
      columns={columns}
      getRowLabel={(customer) => customer.name}
      caption={t('list.caption')}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      links={[
        ...(can('read-customers-logs') ? [{ to: LOGS_PATH, label: t('ui:resource.logs') }] : []),
        ...(can('create-customer') ? [{ to: NEW_PATH, label: t('list.add'), primary: true }] : []),
      ]}
      detailPath={can('read-customer') ? detailPath : undefined}
      editPath={can('update-customer') ? editPath : undefined}
    />
  );
}
