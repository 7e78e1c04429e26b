import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../components/pickers/UserPicker/UserPicker';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { paths, routes } from '../../../lib/routes/routes';
import { useUserLogs } from '../api/users-api';
import { useUserLogReading } from '../components/user-log';
import { USERS } from '../../../../contract/areas';

/** /users/logs (read-users-logs): every change to users, filtered by user, action, actor and days. */
export default function UsersLogScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const canOpen = useCanOpen();
  const { list, query } = useLogListState();
  const logs = useUserLogs(query);
  const reading = useUserLogReading();
  return (
    <ResourceLog
      ns="users"
      list={list}
      answer={logs}
      caption={t('logs.caption')}
      recordLabel={t('logs.user')}
      recordPlaceholder={t('logs.anyUser')}
      canPickRecord={can(USERS.permission.list)}
      recordPicker={(props) => <UserPicker {...props} />}
      detailPath={canOpen(routes.users.detail) ? paths.users.detail : undefined}
      {...reading}
    />
  );
}
