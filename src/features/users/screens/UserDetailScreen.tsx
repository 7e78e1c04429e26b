import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { User } from '../../../../contract/users';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { Button } from '../../../components/ui/Button/Button';
import { useAccess, useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useUser } from '../api/users-api';
import { UserHistory } from '../components/UserHistory';
import { useUserSecondFactorPart } from '../components/UserSecondFactor';
import { UserStatusBadge } from '../components/UserStatusBadge';
import { useUserStatusChange } from '../components/UserStatusChange';
import { formatUserId } from '../components/user-text';
import { USERS } from '../../../../contract/areas';
import { afterWrite } from '../../../lib/swr';

/**
 * /users/:userId/detail (read-user) on the shared record gate and detail: the profile with its
 * second factor, its actions, activity and change log.
 */
export default function UserDetailScreen() {
  const id = parseId(useParams().userId);
  const user = useUser(id);
  const status = useUserStatusChange((changed) => afterWrite(user.mutate(changed, { revalidate: false })));
  return (
    <RecordGate id={id} answer={user} listPath={paths.users.data()} ns="users">
      {(data) => (
        <>
          <UserDetail user={data} ask={status.ask} />
          {status.dialog}
        </>
      )}
    </RecordGate>
  );
}

function UserDetail({ user, ask }: { user: User; ask: ReturnType<typeof useUserStatusChange>['ask'] }) {
  const { t } = useTranslation('users');
  const can = useCan();
  const canOpen = useCanOpen();
  const format = useFormatter();
  const secondFactor = useUserSecondFactorPart(user);
  const dateTime = (value: string | null) => (value ? <time dateTime={value}>{format.dateTime(value)}</time> : null);
  const { userId } = useAccess();
  // Deactivating oneself is refused by the server: not offered, as in the list.
  const statusAction = user.active
    ? can(USERS.permission.remove) && user.id !== userId && (
        <Button variant="danger" onClick={() => ask(user, 'deactivate')}>
          {t('actions.deactivate')}
        </Button>
      )
    : can(USERS.permission.restore) && <Button onClick={() => ask(user, 'restore')}>{t('actions.restore')}</Button>;
  return (
    <>
      <ResourceDetail
        title={t('detail.profile')}
        items={[
          { id: 'id', label: t('fields.id'), value: formatUserId(user.id) },
          { id: 'username', label: t('fields.username'), value: user.username },
          { id: 'name', label: t('fields.name'), value: user.name },
          { id: 'email', label: t('fields.email'), value: user.email },
          {
            id: 'role',
            label: t('fields.role'),
            value: canOpen(routes.roles.detail) ? <Link to={paths.roles.detail(user.roleId)}>{user.roleName}</Link> : user.roleName,
          },
          { id: 'status', label: t('fields.status'), value: <UserStatusBadge active={user.active} /> },
          secondFactor.item,
          { id: 'createdAt', label: t('fields.createdAt'), value: dateTime(user.createdAt) },
          { id: 'updatedAt', label: t('fields.updatedAt'), value: dateTime(user.updatedAt) },
          ...(user.active ? [] : [{ id: 'deactivatedAt', label: t('fields.deactivatedAt'), value: dateTime(user.deactivatedAt) }]),
        ]}
        editPath={user.active && canOpen(routes.users.edit) ? paths.users.edit(user.id) : undefined}
        actions={
          secondFactor.action || statusAction ? (
            <>
              {secondFactor.action}
              {statusAction}
            </>
          ) : undefined
        }
        related={<UserHistory userId={user.id} />}
      />
      {secondFactor.dialog}
    </>
  );
}
