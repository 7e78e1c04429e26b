import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType } from '../../../../contract/me-values';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { DateRangeInput } from '../../../components/form/DateRangeInput/DateRangeInput';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { Button } from '../../../components/ui/Button/Button';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useUserActivities } from '../api/users-api';
import { useClampPage, useForbiddenRedirect, useShownAnswer, withoutParams } from '../../../lib/list-state/list-helpers';
import { Filters } from '../../../components/layout/ScreenParts/ScreenParts';
import { UserActivityTable } from '../components/UserActivityTable';
import { UserPicker } from '../../../components/pickers/UserPicker/UserPicker';
import { routes } from '../../../lib/routes/routes';
import { USERS } from '../../../../contract/areas';

const listConfig = {
  sortFields: [],
  filters: {
    userId: { kind: 'number', min: 1, max: 2_147_483_647 },
    type: { kind: 'enum', values: ACTIVITY_TYPES },
    date: { kind: 'dateRange' },
  },
} as const satisfies ListStateConfig;

/** /users/activities/logs (read-users-activities): sign-ins, sign-outs and password changes. */
export default function UserActivitiesScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const canOpen = useCanOpen();
  const list = useListState(listConfig);
  const activities = useUserActivities(withoutParams(list.apiQuery, ['q', 'sort']));
  useForbiddenRedirect(activities.error);
  useClampPage(list.page, activities.data?.paging.totalPages, list.setPage);
  const shown = useShownAnswer(activities);

  return (
    <>
      <Filters role="search" aria-label={t('ui:filters.label')}>
        {can(USERS.permission.list) && (
          <Field label={t('activities.user')}>
            <UserPicker value={list.filters.userId ?? null} onChange={(id) => list.setFilter('userId', id ?? undefined)} placeholder={t('logs.anyUser')} />
          </Field>
        )}
        <Field label={t('activities.type')}>
          <Select
            options={ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`activities.types.${type}`) }))}
            placeholder={t('activities.allTypes')}
            value={list.filters.type ?? ''}
            onChange={(event) => list.setFilter('type', (event.target.value || undefined) as ActivityType | undefined)}
          />
        </Field>
        <DateRangeInput value={list.filters.date ?? {}} onChange={(range) => list.setFilter('date', range.start || range.end ? range : undefined)} />
        <div className="reset">
          <Button variant="secondary" onClick={list.reset} disabled={!list.isFiltered}>
            {t('ui:filters.reset')}
          </Button>
        </div>
      </Filters>
      <UserActivityTable
        caption={t('activities.caption')}
        linkToUser={canOpen(routes.users.detail)}
        rows={shown.data?.data}
        state={shown.state}
        error={activities.error}
        onRetry={() => void activities.mutate()}
        filtered={list.isFiltered}
      />
      {shown.data && (
        <Pagination {...shown.data.paging} page={list.page} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />
      )}
    </>
  );
}
