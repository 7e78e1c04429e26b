import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Role, RoleSortField } from '../../../../contract/roles';
import { DataTable, type Column, type RowAction } from '../../../components/data/DataTable/DataTable';
import { FilterBar } from '../../../components/data/FilterBar/FilterBar';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { useCan } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useClampPage, useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { useRoles } from '../api/get-roles';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';

// contract/roles.ts ROLE_SORT_FIELDS, written out so this chunk does not load zod.
const SORT_FIELDS = ['name', 'createdAt'] as const satisfies readonly RoleSortField[];
const LIST: ListStateConfig = { sortFields: SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' } };

/** /roles/data (read-roles): search, sort, pages; Detail and Ubah per permission; "Tambah Peran". */
export default function RolesListScreen() {
  const { t } = useTranslation('roles');
  const format = useFormatter();
  const can = useCan();
  const navigate = useNavigate();
  const list = useListState(LIST);
  const { data, error, isLoading, mutate } = useRoles(list.apiQuery);

  const mayOpen = can('read-permissions-with-related');
  const mayEdit = can('read-role', 'update-role');

  const columns = useMemo<Column<Role>[]>(
    () => [
      { id: 'name', header: t('list.columns.name'), cell: (role) => role.name, sortable: true, rowHeader: true, width: '22%' },
      { id: 'description', header: t('list.columns.description'), cell: (role) => <Description>{role.description || '—'}</Description> },
      { id: 'users', header: t('list.columns.users'), cell: (role) => format.number(role.userCount), align: 'end', width: '110px' },
      {
        id: 'permissions',
        header: t('list.columns.permissions'),
        cell: (role) => format.number(role.permissionCount),
        align: 'end',
        width: '110px',
      },
      {
        id: 'createdAt',
        header: t('list.columns.createdAt'),
        cell: (role) => <time dateTime={role.createdAt}>{format.date(role.createdAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [t, format],
  );

  const rowActions = useCallback(
    (role: Role): RowAction[] => [
      ...(mayOpen ? [{ id: 'detail', label: t('list.actions.detail'), to: `/roles/${role.id}/detail` }] : []),
      ...(mayEdit ? [{ id: 'edit', label: t('list.actions.edit'), to: `/roles/${role.id}/edit` }] : []),
    ],
    [mayOpen, mayEdit, t],
  );
  const openRole = useCallback((role: Role) => navigate(`/roles/${role.id}/detail`), [navigate]);

  // Decision 160: a page past the end shows the last page; a page answered 403 goes to /404.
  useClampPage(list.page, data?.paging.totalPages, list.setPage);
  const forbidden = useForbiddenRedirect(error);
  if (forbidden) return null;

  return (
    <Layout>
      <div className="bar">
        <FilterBar
          search={list.q}
          onSearchChange={list.setSearch}
          searchLabel={t('list.search')}
          searchPlaceholder={t('list.searchPlaceholder')}
          onReset={list.reset}
          canReset={list.isFiltered || list.sort?.field !== 'name' || list.sort.direction !== 'asc'}
        />
        {can('create-role') && <ButtonLink to="/roles/new">{t('list.add')}</ButtonLink>}
      </div>
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={data?.data}
        getRowId={(role) => role.id}
        getRowLabel={(role) => role.name}
        state={isLoading ? 'loading' : error ? 'error' : 'ready'}
        error={error}
        onRetry={() => void mutate()}
        sort={list.sort}
        onSortChange={list.setSort}
        rowActions={mayOpen || mayEdit ? rowActions : undefined}
        onRowOpen={mayOpen ? openRole : undefined}
        filtered={list.isFiltered}
        emptyTitle={t('list.empty')}
        emptyText={t('list.emptyText')}
      />
      {data && data.paging.totalItems > 0 && (
        <Pagination {...data.paging} onPageChange={list.setPage} onSizeChange={list.setSize} disabled={isLoading} />
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-end;
    justify-content: space-between;
  }
  .bar > form {
    flex: 1 1 320px;
  }
`;

const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
