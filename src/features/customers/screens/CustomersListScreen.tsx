import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../contract/customers';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { useListState } from '../../../lib/list-state/useListState';
import { paths, routes } from '../../../lib/routes/routes';
import { useCustomers } from '../api/customers-api';
import { LIST_CONFIG, NS } from '../components/customer-screens';

const detailPath = (customer: Customer) => paths.customers.detail(customer.id);
const editPath = (customer: Customer) => paths.customers.edit(customer.id);

/** /customers/data (read-customers): search over name, phone and email; sort; pages. */
export default function CustomersListScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const canOpen = useCanOpen();
  const list = useListState(LIST_CONFIG);
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
        ...(canOpen(routes.customers.logs) ? [{ to: paths.customers.logs(), label: t('ui:resource.logs') }] : []),
        ...(canOpen(routes.customers.new) ? [{ to: paths.customers.new(), label: t('list.add'), primary: true }] : []),
      ]}
      detailPath={canOpen(routes.customers.detail) ? detailPath : undefined}
      editPath={canOpen(routes.customers.edit) ? editPath : undefined}
    />
  );
}
