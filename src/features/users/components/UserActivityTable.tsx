import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Activity } from '../../../../contract/me';
import { DataTable, type Column, type TableState } from '../../../components/data/DataTable/DataTable';
import { Badge } from '../../../components/ui/Badge/Badge';
import { ACTIVITY_TONES, activityNote } from '../../../components/security/activity-tones';
import { useFormatter } from '../../../lib/format';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';

export interface UserActivityTableProps {
  rows: readonly Activity[] | undefined;
  state: TableState;
  error?: unknown;
  onRetry?(): void;
  /** The area-wide screen names the user; a user's own page does not. */
  showUser?: boolean;
  /** The user column links to the user's page (read-user). */
  linkToUser?: boolean;
  caption: string;
  showCaption?: boolean;
  filtered?: boolean;
}

/** Who did what and when, from where (IP) and with what (user agent): the activity log of docs/product/data.md. */
export function UserActivityTable({ rows, state, error, onRetry, showUser = true, linkToUser = false, caption, showCaption, filtered = false }: UserActivityTableProps) {
  const { t } = useTranslation('users');
  const format = useFormatter();
  const columns = useMemo<Column<Activity>[]>(() => {
    const user: Column<Activity>[] = showUser
      ? [
          {
            id: 'user',
            header: t('activities.user'),
            width: '180px',
            rowHeader: true,
            cell: (activity) => {
              // A failed sign-in whose name named no account keeps no name (decision 295): what
              // was typed may have been a password.
              if (activity.username === null && activity.type === 'SIGN_IN_FAILURE') {
                return <span className="unknown">{t('activities.unknownUsername')}</span>;
              }
              // A reset's username names the administrator who did it (contract/me.ts), not the
              // user it was done to: the row names that user by id, the type cell the administrator.
              if (activity.type === 'SECOND_FACTOR_RESET' && activity.userId !== null) {
                const target = t('activities.userNumber', { id: activity.userId });
                return linkToUser ? <Link to={paths.users.detail(activity.userId)}>{target}</Link> : target;
              }
              const name = activity.username ?? t('activities.unknownUser');
              return linkToUser && activity.userId !== null ? <Link to={paths.users.detail(activity.userId)}>{name}</Link> : name;
            },
          },
        ]
      : [];
    return [
      {
        id: 'createdAt',
        header: t('activities.when'),
        width: '170px',
        rowHeader: !showUser,
        cell: (activity) => (
          <time dateTime={activity.createdAt} title={format.relative(activity.createdAt)}>
            {format.dateTime(activity.createdAt)}
          </time>
        ),
      },
      ...user,
      {
        id: 'type',
        header: t('activities.type'),
        width: '190px',
        cell: (activity) => (
          <>
            <Badge tone={ACTIVITY_TONES[activity.type] ?? 'neutral'}>{t(`activities.types.${activity.type}`, { defaultValue: activity.type })}</Badge>
            {activity.type === 'SECOND_FACTOR_RESET' && activity.username && <span className="by">{t('activities.resetBy', { name: activity.username })}</span>}
            {activityNote(activity, t) && <span className="by">{activityNote(activity, t)}</span>}
          </>
        ),
      },
      { id: 'ip', header: t('activities.ip'), width: '140px', wrap: 'anywhere', cell: (activity) => activity.ip ?? '—' },
      { id: 'userAgent', header: t('activities.userAgent'), cell: (activity) => <span className="agent">{activity.userAgent ?? '—'}</span> },
    ];
  }, [t, format, showUser, linkToUser]);

  return (
    <Root>
      <DataTable
        caption={caption}
        showCaption={showCaption}
        columns={columns}
        rows={rows}
        getRowId={(activity) => activity.id}
        state={state}
        error={error}
        onRetry={onRetry}
        filtered={filtered}
        emptyTitle={t('activities.empty')}
        emptyText={t('activities.emptyText')}
      />
    </Root>
  );
}

const Root = styled.div`
  /* Set apart from a username, which it is not. */
  .unknown {
    font-style: italic;
  }

  .by {
    display: block;
    margin-top: 2px;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }

  .agent {
    display: block;
    max-width: 48ch;
    overflow-wrap: anywhere;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
`;
