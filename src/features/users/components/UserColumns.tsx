import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { User } from '../../../../contract/users';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { useFormatter } from '../../../lib/format';
import { UserStatusBadge } from './UserStatusBadge';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';

export interface UserColumnsOptions {
  /** The username links to the detail page (read-user). */
  linkToDetail: boolean;
  /** The signed-in user's id: their row says "Anda". */
  currentUserId?: number | null;
  /** The deactivated list shows when each user was deactivated. */
  variant?: 'all' | 'removed';
}

export const userLabel = (user: User) => user.name || user.username;
/**
 * The users lists' columns (docs/product/screens.md): username (a link to the detail with
 * read-user; "(Anda)" on the signed-in user's row), name, email, role, status and the created or
 * deactivated date. Render them inside `UsersTableStyle`.
 */
export function useUserColumns({ linkToDetail, currentUserId, variant = 'all' }: UserColumnsOptions): Column<User>[] {
  const { t } = useTranslation('users');
  const format = useFormatter();

  return useMemo<Column<User>[]>(() => {
    const dateColumn = (id: 'createdAt' | 'deactivatedAt'): Column<User> => ({
      id,
      header: t(`fields.${id}`),
      sortable: true,
      width: '150px',
      cell: (user) => {
        const value = user[id];
        return value ? <time dateTime={value}>{format.dateTime(value)}</time> : null;
      },
    });
    return [
      {
        id: 'username',
        header: t('fields.username'),
        sortable: true,
        rowHeader: true,
        cell: (user) => (
          <span className="username">
            {linkToDetail ? <Link to={paths.users.detail(user.id)}>{user.username}</Link> : user.username}
            {user.id === currentUserId && ' '}
            {user.id === currentUserId && <span className="you">({t('list.you')})</span>}
          </span>
        ),
      },
      { id: 'name', header: t('fields.name'), sortable: true, cell: (user) => user.name },
      { id: 'email', header: t('fields.email'), sortable: true, wrap: 'anywhere', cell: (user) => user.email ?? '—' },
      { id: 'role', header: t('fields.role'), sortable: true, cell: (user) => user.roleName, export: { field: 'roleName' } },
      {
        id: 'status',
        header: t('fields.status'),
        width: '110px',
        cell: (user) => <UserStatusBadge active={user.active} />,
        export: { field: 'active', values: { true: t('status.active'), false: t('status.deactivated') } },
      },
      variant === 'removed' ? dateColumn('deactivatedAt') : dateColumn('createdAt'),
    ];
  }, [t, format, linkToDetail, currentUserId, variant]);
}

const usersCss = css`
  .username {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
    overflow-wrap: anywhere;
  }
  .you {
    font-weight: normal;
    color: ${tokens.color.textMuted};
  }
  td {
    overflow-wrap: anywhere;
  }
`;

/** The users columns' styles around a ResourceList; `display: contents` keeps the page's layout. */
export const UsersTableStyle = styled.div`
  display: contents;
  ${usersCss}
`;
