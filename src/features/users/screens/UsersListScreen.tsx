import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../../contract/users';
import { USER_SORT_FIELDS } from '../components/constants';
import type { RowAction } from '../../../components/data/DataTable/DataTable';
import { FilterBar } from '../../../components/data/FilterBar/FilterBar';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { useAccess, useCan } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useUsers } from '../api/get-users';
import { tableStateOf, useClampPage, useForbiddenRedirect, withoutParams } from '../../../lib/list-state/list-helpers';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { useUserStatusChange } from '../components/UserStatusChange';
import { UsersTable } from '../components/UsersTable';

const listConfig = {
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: {
    roleId: { kind: 'number', min: 1, max: 2_147_483_647 },
    status: { kind: 'enum', values: ['deactivated', 'all'] },
  },
} as const satisfies ListStateConfig;

/** /users/data (SPEC §3, §8): search, role and status filters, sort, pages, per-permission actions. */
export default function UsersListScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const { userId } = useAccess();
  const navigate = useNavigate();
  const list = useListState(listConfig);
  const canSeeRemoved = can('read-removed-users');
  const canReadRoles = can('read-roles');
  const canRead = can('read-user');
  const canEdit = can('update-user', 'read-roles');
  const canRemove = can('remove-user');
  const canRestore = can('restore-user');

  // Without read-removed-users the API refuses any status but the default: never ask for it.
  const query = canSeeRemoved ? list.apiQuery : withoutParams(list.apiQuery, ['status']);
  const users = useUsers(query);
  useForbiddenRedirect(users.error);
  useClampPage(list.page, users.data?.paging.totalPages, list.setPage);
  const status = useUserStatusChange();
  const { ask } = status;

  const rowActions = useCallback(
    (user: User) => {
      const actions: RowAction[] = [];
      if (canRead) actions.push({ id: 'detail', label: t('actions.detail'), to: `/users/${user.id}/detail` });
      if (canEdit && user.active) actions.push({ id: 'edit', label: t('actions.edit'), to: `/users/${user.id}/edit` });
      if (canRemove && user.active) {
        actions.push({ id: 'deactivate', label: t('actions.deactivate'), tone: 'danger', onSelect: () => ask(user, 'deactivate') });
      }
      if (canRestore && !user.active) actions.push({ id: 'restore', label: t('actions.restore'), onSelect: () => ask(user, 'restore') });
      return actions;
    },
    [t, canRead, canEdit, canRemove, canRestore, ask],
  );
  const hasActions = canRead || canEdit || canRemove || canRestore;

  const statusOptions = useMemo(
    () => [
      { value: 'deactivated', label: t('status.deactivated') },
      { value: 'all', label: t('status.all') },
    ],
    [t],
  );

  return (
    <>
      <Toolbar>
        {canSeeRemoved && (
          <ButtonLink to="/users/data/removed" variant="secondary">
            {t('list.removedLink')}
          </ButtonLink>
        )}
        {can('create-user', 'read-roles') && <ButtonLink to="/users/new">{t('list.add')}</ButtonLink>}
      </Toolbar>
      <FilterBar
        search={list.q}
        onSearchChange={list.setSearch}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        onReset={list.reset}
        canReset={list.isFiltered}
      >
        {canReadRoles && (
          <Field label={t('list.roleFilter')}>
            <RolePicker
              placeholder={t('list.allRoles')}
              value={list.filters.roleId ?? null}
              onChange={(roleId) => list.setFilter('roleId', roleId ?? undefined)}
            />
          </Field>
        )}
        {canSeeRemoved && (
          <Field label={t('list.statusFilter')}>
            <Select
              options={statusOptions}
              placeholder={t('status.active')}
              value={list.filters.status ?? ''}
              onChange={(event) => list.setFilter('status', (event.target.value || undefined) as 'deactivated' | 'all' | undefined)}
            />
          </Field>
        )}
      </FilterBar>
      <UsersTable
        caption={t('list.caption')}
        rows={users.data?.data}
        state={tableStateOf(users)}
        error={users.error}
        onRetry={() => void users.mutate()}
        sort={list.sort}
        onSortChange={list.setSort}
        rowActions={hasActions ? rowActions : undefined}
        linkToDetail={canRead}
        currentUserId={userId}
        filtered={list.isFiltered}
        emptyTitle={t('list.empty')}
        emptyText={t('list.emptyText')}
        onRowOpen={canRead ? (user) => navigate(`/users/${user.id}/detail`) : undefined}
      />
      {users.data && (
        <Pagination {...users.data.paging} page={list.page} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} disabled={users.isLoading} />
      )}
      {status.dialog}
    </>
  );
}
