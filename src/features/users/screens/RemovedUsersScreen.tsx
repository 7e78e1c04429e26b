import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { REMOVED_USER_SORT_FIELDS } from '../../../../contract/users-values';
import type { RowAction } from '../../../components/data/DataTable/DataTable';
import { Field } from '../../../components/form/Field/Field';
import { RolePicker } from '../../../components/pickers/RolePicker/RolePicker';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { paths, routes } from '../../../lib/routes/routes';
import { useRemovedUsers } from '../api/users-api';
import { useUserStatusChange } from '../components/UserStatusChange';
import { userLabel, UsersTableStyle, useUserColumns } from '../components/UserColumns';
import { ROLES, USERS } from '../../../../contract/areas';

const listConfig = {
  sortFields: REMOVED_USER_SORT_FIELDS,
  defaultSort: { field: 'deactivatedAt', direction: 'desc' },
  filters: { roleId: { kind: 'number', min: 1, max: 2_147_483_647 } },
} as const satisfies ListStateConfig;

const detailPath = (user: User) => paths.users.detail(user.id);

/** /users/data/removed on the shared ResourceList: the deactivated users, each restorable with confirmation (restore-user). */
export default function RemovedUsersScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const canOpen = useCanOpen();
  const list = useListState(listConfig);
  const users = useRemovedUsers(list.apiQuery);
  const status = useUserStatusChange();
  const { ask } = status;
  const canRead = canOpen(routes.users.detail);
  const canRestore = can(USERS.permission.restore);
  const columns = useUserColumns({ linkToDetail: canRead, variant: 'removed' });

  const moreActions = useCallback(
    (user: User): RowAction[] => [{ id: 'restore', label: t('actions.restore'), onSelect: () => ask(user, 'restore') }],
    [t, ask],
  );

  return (
    <UsersTableStyle>
      <ResourceList
        list={list}
        answer={users}
        columns={columns}
        getRowLabel={userLabel}
        caption={t('removed.caption')}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        emptyTitle={t('removed.empty')}
        emptyText={t('removed.emptyText')}
        filters={
          can(ROLES.permission.list) && (
            <Field label={t('list.roleFilter')}>
              <RolePicker
                placeholder={t('list.allRoles')}
                value={list.filters.roleId ?? null}
                onChange={(roleId) => list.setFilter('roleId', roleId ?? undefined)}
              />
            </Field>
          )
        }
        links={canOpen(routes.users.data) ? [{ to: paths.users.data(), label: t('removed.backToList') }] : []}
        detailPath={canRead ? detailPath : undefined}
        detailLabel={t('actions.detail')}
        moreActions={canRestore ? moreActions : undefined}
      >
        {status.dialog}
      </ResourceList>
    </UsersTableStyle>
  );
}
