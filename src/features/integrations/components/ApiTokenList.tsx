import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiToken } from '../../../../contract/api-tokens';
import type { ApiTokenState } from '../../../../contract/api-tokens-values';
import { DataTable, type Column, type RowAction, type TableState } from '../../../components/data/DataTable/DataTable';
import { Badge, type BadgeTone } from '../../../components/ui/Badge/Badge';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

const TONES: Record<ApiTokenState, BadgeTone> = { active: 'success', expired: 'warning', revoked: 'neutral' };

/**
 * The tokens people can still use first, then those that no longer work (expired or revoked);
 * each group keeps the server's newest-first order.
 */
export const activeFirst = (rows: readonly ApiToken[]): ApiToken[] =>
  [...rows].sort((a, b) => Number(a.state !== 'active') - Number(b.state !== 'active'));

export interface ApiTokenListProps {
  rows: readonly ApiToken[] | undefined;
  state: TableState;
  error?: unknown;
  onRetry?(): void;
  /** "Cabut" on an active token; the caller asks first. */
  onRevoke(token: ApiToken): void;
  /** What the empty list says tokens are for, and where the API is described. */
  emptyText?: ReactNode;
}

/**
 * The API tokens: name, the prefix that tells them apart (monospace), role, who made it and when,
 * until when it works, its last use and its state; "Cabut" on the active ones. On a phone each
 * token reads as a card (the kit's DataTable).
 */
export function ApiTokenList({ rows, state, error, onRetry, onRevoke, emptyText }: ApiTokenListProps) {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const sorted = useMemo(() => rows && activeFirst(rows), [rows]);

  const columns = useMemo<Column<ApiToken>[]>(
    () => [
      { id: 'name', header: t('apiTokens.list.name'), rowHeader: true, width: '20%', cell: (token) => <span className="name">{token.name}</span> },
      { id: 'prefix', header: t('apiTokens.list.prefix'), width: '120px', cell: (token) => <code className="prefix">{token.prefix}…</code> },
      { id: 'role', header: t('apiTokens.list.role'), cell: (token) => token.role.name },
      {
        id: 'createdBy',
        header: t('apiTokens.list.createdBy'),
        cell: (token) => token.createdBy?.name ?? <span className="muted">{t('apiTokens.list.removedUser')}</span>,
      },
      { id: 'createdAt', header: t('apiTokens.list.createdAt'), cell: (token) => <time dateTime={token.createdAt}>{format.date(token.createdAt)}</time> },
      { id: 'expiresAt', header: t('apiTokens.list.expiresAt'), cell: (token) => <time dateTime={token.expiresAt}>{format.date(token.expiresAt)}</time> },
      {
        id: 'lastUsedAt',
        header: t('apiTokens.list.lastUsedAt'),
        cell: (token) =>
          token.lastUsedAt ? <time dateTime={token.lastUsedAt}>{format.dateTime(token.lastUsedAt)}</time> : <span className="muted">{t('apiTokens.list.never')}</span>,
      },
      {
        id: 'status',
        header: t('apiTokens.list.state'),
        width: '120px',
        cell: (token) => <Badge tone={TONES[token.state]}>{t(`apiTokens.states.${token.state}`)}</Badge>,
      },
    ],
    [t, format],
  );

  const rowActions = (token: ApiToken): RowAction[] =>
    token.state === 'active' ? [{ id: 'revoke', label: t('apiTokens.actions.revoke'), onSelect: () => onRevoke(token), tone: 'danger' }] : [];

  return (
    <Root>
      <DataTable
        caption={t('apiTokens.list.caption')}
        columns={columns}
        rows={sorted}
        getRowId={(token) => token.id}
        getRowLabel={(token) => token.name}
        state={state}
        error={error}
        onRetry={onRetry}
        rowActions={rowActions}
        actionsDisplay="inline"
        emptyTitle={t('apiTokens.list.empty')}
        emptyText={emptyText}
        skeletonRows={3}
      />
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;
  /* A short list: the page scrolls, not a box of its own. */
  --data-table-max-height: none;

  .name {
    font-weight: ${tokens.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .prefix {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.xs};
    white-space: nowrap;
  }
  .muted {
    color: ${tokens.color.textMuted};
  }
`;
