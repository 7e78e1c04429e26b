import { useTranslation } from 'react-i18next';
import type { ChangeAction } from '../../../../contract/change-log';
import { CHANGE_ACTIONS } from '../components/constants';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { DateRangeInput } from '../../../components/form/DateRangeInput/DateRangeInput';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { Button } from '../../../components/ui/Button/Button';
import { useCan } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useUserLogs } from '../api/get-user-logs';
import { tableStateOf, useClampPage, useForbiddenRedirect, withoutParams } from '../../../lib/list-state/list-helpers';
import { Filters } from '../../../components/layout/ScreenParts/ScreenParts';
import { UserChangeLog } from '../components/UserChangeLog';
import { UserPicker } from '../../../components/pickers/UserPicker/UserPicker';

const ID = { kind: 'number', min: 1, max: 2_147_483_647 } as const;
const listConfig = {
  sortFields: [],
  filters: { id: ID, action: { kind: 'enum', values: CHANGE_ACTIONS }, actor: ID, date: { kind: 'dateRange' } },
} as const satisfies ListStateConfig;

/** /users/logs (read-users-logs): every change to users, filtered by user, action, actor and days. */
export default function UsersLogScreen() {
  const { t } = useTranslation('users');
  const can = useCan();
  const list = useListState(listConfig);
  // Logs are newest first and take no search: a stray q or sort in a link must not cause a 400.
  const logs = useUserLogs(withoutParams(list.apiQuery, ['q', 'sort']));
  useForbiddenRedirect(logs.error);
  useClampPage(list.page, logs.data?.paging.totalPages, list.setPage);
  // Picking a user searches the users list, which needs read-users.
  const canPick = can('read-users');

  return (
    <>
      <Filters role="search" aria-label={t('ui:filters.label')}>
        {canPick && (
          <Field label={t('logs.user')}>
            <UserPicker value={list.filters.id ?? null} onChange={(id) => list.setFilter('id', id ?? undefined)} placeholder={t('logs.anyUser')} />
          </Field>
        )}
        <Field label={t('logs.action')}>
          <Select
            options={CHANGE_ACTIONS.map((action) => ({ value: action, label: t(`logs.actions.${action}`) }))}
            placeholder={t('logs.allActions')}
            value={list.filters.action ?? ''}
            onChange={(event) => list.setFilter('action', (event.target.value || undefined) as ChangeAction | undefined)}
          />
        </Field>
        {canPick && (
          <Field label={t('logs.actor')}>
            <UserPicker value={list.filters.actor ?? null} onChange={(id) => list.setFilter('actor', id ?? undefined)} placeholder={t('logs.anyActor')} />
          </Field>
        )}
        <DateRangeInput value={list.filters.date ?? {}} onChange={(range) => list.setFilter('date', range.start || range.end ? range : undefined)} />
        <div className="reset">
          <Button variant="secondary" onClick={list.reset} disabled={!list.isFiltered}>
            {t('ui:filters.reset')}
          </Button>
        </div>
      </Filters>
      <UserChangeLog
        caption={t('logs.caption')}
        showUser
        entries={logs.data?.data}
        state={tableStateOf(logs)}
        error={logs.error}
        onRetry={() => void logs.mutate()}
        filtered={list.isFiltered}
      />
      {logs.data && <Pagination {...logs.data.paging} page={list.page} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />}
    </>
  );
}
