import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { Tabs, type TabItem } from '../../../components/ui/Tabs/Tabs';
import { useCan } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { usersApi, useUserActivities } from '../api/users-api';
import { useShownAnswer, withoutParams } from '../../../lib/list-state/list-helpers';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { UserActivityTable } from './UserActivityTable';
import { RecordLog } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { useUserLogReading } from './user-log';
import { USERS } from '../../../../contract/areas';

// Activities have no search and no sort (always newest first): the API refuses both.
const activityConfig = { sortFields: [], prefix: 'activity.' } as const satisfies ListStateConfig;
const pageOnly = (query: string) => withoutParams(query, ['q', 'sort']);

function ActivitySection({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const list = useListState(activityConfig);
  const activities = useUserActivities(`${pageOnly(list.apiQuery)}&userId=${userId}`);
  const shown = useShownAnswer(activities);
  return (
    <>
      <UserActivityTable
        caption={t('detail.activity')}
        showUser={false}
        rows={shown.data?.data}
        state={shown.state}
        error={activities.error}
        onRetry={() => void activities.mutate()}
      />
      {shown.data && (
        <Pagination {...shown.data.paging} page={list.page} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />
      )}
    </>
  );
}

function LogSection({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const reading = useUserLogReading();
  return <RecordLog path={usersApi.path} ns="users" recordId={userId} caption={t('detail.changeLog')} {...reading} />;
}

/**
 * A user's activity (read-users-activities) and change log (read-users-logs) on their page:
 * tabs when both are allowed, one section when one is, nothing otherwise. Pages live in the URL
 * under `activity.` and `log.`, so the two lists never share a page number.
 */
export function UserHistory({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const can = useCan();
  const tabs: TabItem[] = [];
  if (can(USERS.permission.activities)) tabs.push({ id: 'activity', label: t('detail.activity'), content: <ActivitySection userId={userId} /> });
  if (can(USERS.permission.logs)) tabs.push({ id: 'log', label: t('detail.changeLog'), content: <LogSection userId={userId} /> });
  if (tabs.length === 0) return null;
  return (
    <Panel aria-labelledby="user-history-title">
      <h2 id="user-history-title">{tabs.length === 1 ? tabs[0]!.label : t('detail.history')}</h2>
      {tabs.length === 1 ? tabs[0]!.content : <Tabs tabs={tabs} label={t('detail.history')} />}
    </Panel>
  );
}
