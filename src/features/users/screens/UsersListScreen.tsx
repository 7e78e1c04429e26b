import { useRoleNames } from '../../../components/pickers/RolePicker/role-lookup';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { USER_SORT_FIELDS, USER_STATUSES, type UserStatus } from '../../../../contract/users-values';
import type { RowAction } from '../../../components/data/DataTable/DataTable';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useAccess, useCan, useCanOpen } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { withoutParams } from '../../../lib/list-state/list-helpers';
import { useUsers } from '../api/users-api';
import { useUserStatusChange } from '../components/UserStatusChange';
import { userLabel, UsersTableStyle, useUserColumns } from '../components/UserColumns';
import { paths, routes } from '../../../lib/routes/routes';
import { ROLES, USERS } from '../../../../contract/areas';

// The filter's choices: `active`, the API's default, is the empty choice and stays out of the URL.
const STATUS_FILTER = USER_STATUSES.filter((value): value is Exclude<UserStatus, 'active'> => value !== 'active');

const listConfig = {
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: {
    roleId: { kind: 'number', min: 1, max: 2_147_483_647 },
    status: { kind: 'enum', values: STATUS_FILTER },
  },
} as const satisfies ListStateConfig;

const detailPath = (user: User) => paths.users.detail(user.id);

/**
 * /users/data (docs/product/routes.md, screens.md) on the shared ResourceList: search, role and
 * status filters, sort, pages; Detail, and Ubah, Nonaktifkan or Pulihkan by the user's state and
 * the permissions.
 */
export default function UsersListScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const { userId } = useAccess();
  const list = useListState(listConfig);
  const canSeeRemoved = can(USERS.permission.listRemoved);
  const canReadRoles = can(ROLES.permission.list);
  const canOpen = useCanOpen();
  const canRead = canOpen(routes.users.detail);
  const canEdit = canOpen(routes.users.edit);
  const canRemove = can(USERS.permission.remove);
  const canRestore = can(USERS.permission.restore);

  // Without read-removed-users the API refuses any status but the default: never ask for it.
  const query = canSeeRemoved ? list.apiQuery : withoutParams(list.apiQuery, ['status']);
  const users = useUsers(query);
  const status = useUserStatusChange();
  const { ask } = status;
  const columns = useUserColumns({ linkToDetail: canRead, currentUserId: userId });
  const roleNames = useRoleNames(canReadRoles);

  const moreActions = useCallback(
    (user: User) => {
      const actions: RowAction[] = [];
      if (canEdit && user.active) actions.push({ id: 'edit', label: t('actions.edit'), to: paths.users.edit(user.id) });
      // The server refuses deactivating oneself (it would end the session doing it): not offered.
      if (canRemove && user.active && user.id !== userId) {
        actions.push({ id: 'deactivate', label: t('actions.deactivate'), tone: 'danger', onSelect: () => ask(user, 'deactivate') });
      }
      if (canRestore && !user.active) actions.push({ id: 'restore', label: t('actions.restore'), onSelect: () => ask(user, 'restore') });
      return actions;
    },
    [t, canEdit, canRemove, canRestore, ask, userId],
  );

  const statusOptions = useMemo(() => STATUS_FILTER.map((value) => ({ value, label: t(`status.${value}`) })), [t]);

  return (
    <UsersTableStyle>
      <ResourceList
        viewsKey={USERS.key}
        exporting={{
          path: `${USERS.api}/export`,
          exportable: Object.keys(USERS.list.columns),
          apiQuery: query,
          filters: [
            { param: 'roleId', label: t('list.roleFilter'), ...(list.filters.roleId !== undefined && roleNames.has(list.filters.roleId) ? { value: roleNames.get(list.filters.roleId)! } : {}) },
            ...(canSeeRemoved && list.filters.status ? [{ param: 'status', label: t('list.statusFilter'), value: t(`status.${list.filters.status}`) }] : []),
          ],
        }}
        list={list}
        answer={users}
        columns={columns}
        getRowLabel={userLabel}
        caption={t('list.caption')}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        emptyTitle={t('list.empty')}
        emptyText={t('list.emptyText')}
        filters={
          <>
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
                  onChange={(event) => list.setFilter('status', (event.target.value || undefined) as (typeof STATUS_FILTER)[number] | undefined)}
                />
              </Field>
            )}
          </>
        }
        links={[
          ...(canSeeRemoved ? [{ to: paths.users.removed(), label: t('list.removedLink') }] : []),
          ...(canOpen(routes.users.new) ? [{ to: paths.users.new(), label: t('list.add'), primary: true }] : []),
        ]}
        detailPath={canRead ? detailPath : undefined}
        detailLabel={t('actions.detail')}
        moreActions={canEdit || canRemove || canRestore ? moreActions : undefined}
      >
        {status.dialog}
      </ResourceList>
    </UsersTableStyle>
  );
}
