import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../../contract/users';
import { REMOVED_USER_SORT_FIELDS } from '../components/constants';
import type { RowAction } from '../../../components/data/DataTable/DataTable';
import { FilterBar } from '../../../components/data/FilterBar/FilterBar';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { Field } from '../../../components/form/Field/Field';
import { useCan } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useRemovedUsers } from '../api/get-removed-users';
import { tableStateOf, useClampPage, useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { useUserStatusChange } from '../components/UserStatusChange';
import { UsersTable } from '../components/UsersTable';

const listConfig = {
  sortFields: REMOVED_USER_SORT_FIELDS,
  defaultSort: { field: 'deactivatedAt', direction: 'desc' },
  filters: { roleId: { kind: 'number', min: 1, max: 2_147_483_647 } },
} as const satisfies ListStateConfig;

/** /users/data/removed: the deactivated users, each restorable with confirmation (restore-user). */
export default function RemovedUsersScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const navigate = useNavigate();
  const list = useListState(listConfig);
  const users = useRemovedUsers(list.apiQuery);
  useForbiddenRedirect(users.error);
  useClampPage(list.page, users.data?.paging.totalPages, list.setPage);
  const status = useUserStatusChange();
  const { ask } = status;
  const canRead = can('read-user');
  const canRestore = can('restore-user');

  const rowActions = useCallback(
    (user: User) => {
      const actions: RowAction[] = [];
      if (canRead) actions.push({ id: 'detail', label: t('actions.detail'), to: `/users/${user.id}/detail` });
      if (canRestore) actions.push({ id: 'restore', label: t('actions.restore'), onSelect: () => ask(user, 'restore') });
      return actions;
    },
    [t, canRead, canRestore, ask],
  );

  return (
    <>
      {can('read-users') && (
        <Toolbar>
          <ButtonLink to="/users/data" variant="secondary">
            {t('removed.backToList')}
          </ButtonLink>
        </Toolbar>
      )}
      <FilterBar
        search={list.q}
        onSearchChange={list.setSearch}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        onReset={list.reset}
        canReset={list.isFiltered}
      >
        {can('read-roles') && (
          <Field label={t('list.roleFilter')}>
            <RolePicker
              placeholder={t('list.allRoles')}
              value={list.filters.roleId ?? null}
              onChange={(roleId) => list.setFilter('roleId', roleId ?? undefined)}
            />
          </Field>
        )}
      </FilterBar>
      <UsersTable
        caption={t('removed.caption')}
        variant="removed"
        rows={users.data?.data}
        state={tableStateOf(users)}
        error={users.error}
        onRetry={() => void users.mutate()}
        sort={list.sort}
        onSortChange={list.setSort}
        rowActions={canRead || canRestore ? rowActions : undefined}
        linkToDetail={canRead}
        filtered={list.isFiltered}
        emptyTitle={t('removed.empty')}
        emptyText={t('removed.emptyText')}
        onRowOpen={canRead ? (user) => navigate(`/users/${user.id}/detail`) : undefined}
      />
      {users.data && (
        <Pagination {...users.data.paging} page={list.page} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />
      )}
      {status.dialog}
    </>
  );
}
