import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Activity } from '../../../../contract/me';
import { DataTable, type Column } from '../../../components/data/DataTable/DataTable';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { Badge } from '../../../components/ui/Badge/Badge';
import { ACTIVITY_TONES, activityNote } from '../../../components/security/activity-tones';
import { useFormatter } from '../../../lib/format';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useListState } from '../../../lib/list-state/useListState';
import { useShownAnswer } from '../../../lib/list-state/list-helpers';
import { useMyActivities } from '../api/get-my-activities';
import { theme as tokens } from '../../../theme/tokens';

const LIST: ListStateConfig = { sortFields: [] };

/**
 * The user's own activity (sign-ins, failures, sign-outs, password changes, second-factor
 * changes), newest first, paged in the URL.
 */
export function ActivityLog() {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const list = useListState(LIST);
  const answer = useMyActivities(list.apiQuery);
  const { error, isLoading, mutate } = answer;
  const { data, state } = useShownAnswer(answer);

  const columns = useMemo<Column<Activity>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('activity.when'),
        width: '180px',
        rowHeader: true,
        cell: (activity) => <time dateTime={activity.createdAt}>{format.dateTime(activity.createdAt)}</time>,
      },
      {
        id: 'type',
        header: t('activity.type'),
        width: '200px',
        cell: (activity) => (
          <>
            <Badge tone={ACTIVITY_TONES[activity.type] ?? 'neutral'}>{t(`activity.types.${activity.type}`, { defaultValue: activity.type })}</Badge>
            {/* A reset is the one activity someone else did to the account: its username names them. */}
            {activity.type === 'SECOND_FACTOR_RESET' && activity.username && <span className="by">{t('activity.resetBy', { name: activity.username })}</span>}
            {activityNote(activity, t) && <span className="by">{activityNote(activity, t)}</span>}
          </>
        ),
      },
      { id: 'ip', header: t('activity.ip'), width: '140px', wrap: 'anywhere', cell: (activity) => activity.ip ?? '—' },
      { id: 'userAgent', header: t('activity.device'), cell: (activity) => <Agent title={activity.userAgent ?? undefined}>{activity.userAgent ?? '—'}</Agent> },
    ],
    [t, format],
  );

  return (
    <Root>
      <DataTable
        caption={t('activity.caption')}
        columns={columns}
        rows={data?.data}
        getRowId={(activity) => activity.id}
        state={state}
        error={error}
        onRetry={() => void mutate()}
        emptyTitle={t('activity.empty')}
        emptyText={t('activity.emptyText')}
      />
      {data && data.paging.totalItems > 0 && (
        <Pagination {...data.paging} onPageChange={list.setPage} onSizeChange={list.setSize} disabled={isLoading} />
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;
  /* Rows without links: a scroll box of its own could not be reached by keyboard (axe
     scrollable-region-focusable), so the page scrolls instead. */
  --data-table-max-height: none;

  .by {
    display: block;
    margin-top: 2px;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
`;

const Agent = styled.span`
  display: block;
  max-width: 48ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
