import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DetailList, type DetailItem } from '../../../components/data/DetailList/DetailList';
import { Button } from '../../../components/ui/Button/Button';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { useUser } from '../api/get-user';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { Panel, Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { UserHistory } from '../components/UserHistory';
import { RecordLoadState } from '../../../components/feedback/RecordLoadState/RecordLoadState';
import { parseId } from '../../../lib/route-params';
import { UserStatusBadge } from '../components/UserStatusBadge';
import { useUserStatusChange } from '../components/UserStatusChange';
import { formatUserId } from '../components/user-text';
import { paths, routes } from '../../../lib/routes/routes';

/** /users/:userId/detail (read-user): the profile, its actions, activity and change log. */
export default function UserDetailScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const canOpen = useCanOpen();
  const format = useFormatter();
  const id = parseId(useParams().userId);
  const user = useUser(id);
  useForbiddenRedirect(user.error);
  const status = useUserStatusChange((changed) => void user.mutate(changed, { revalidate: false }));

  if (id === null || !user.data) return <RecordLoadState area="users" icon="users" backTo={paths.users.data()} error={user.error} invalidId={id === null} onRetry={() => void user.mutate()} />;
  const data = user.data;

  const dateTime = (value: string | null) => (value ? <time dateTime={value}>{format.dateTime(value)}</time> : null);
  const items: DetailItem[] = [
    { id: 'id', label: t('fields.id'), value: formatUserId(data.id) },
    { id: 'username', label: t('fields.username'), value: data.username },
    { id: 'name', label: t('fields.name'), value: data.name },
    { id: 'email', label: t('fields.email'), value: data.email },
    {
      id: 'role',
      label: t('fields.role'),
      value: canOpen(routes.roles.detail) ? <Link to={paths.roles.detail(data.roleId)}>{data.roleName}</Link> : data.roleName,
    },
    { id: 'status', label: t('fields.status'), value: <UserStatusBadge active={data.active} /> },
    { id: 'createdAt', label: t('fields.createdAt'), value: dateTime(data.createdAt) },
    { id: 'updatedAt', label: t('fields.updatedAt'), value: dateTime(data.updatedAt) },
    ...(data.active ? [] : [{ id: 'deactivatedAt', label: t('fields.deactivatedAt'), value: dateTime(data.deactivatedAt) }]),
  ];

  return (
    <>
      <Toolbar>
        {data.active && canOpen(routes.users.edit) && <ButtonLink to={paths.users.edit(data.id)}>{t('actions.edit')}</ButtonLink>}
        {data.active && can('remove-user') && (
          <Button variant="danger" onClick={() => status.ask(data, 'deactivate')}>
            {t('actions.deactivate')}
          </Button>
        )}
        {!data.active && can('restore-user') && (
          <Button onClick={() => status.ask(data, 'restore')}>{t('actions.restore')}</Button>
        )}
      </Toolbar>
      <Panel aria-labelledby="user-profile-title">
        <h2 id="user-profile-title">{t('detail.profile')}</h2>
        <DetailList items={items} />
      </Panel>
      <UserHistory userId={data.id} />
      {status.dialog}
    </>
  );
}
