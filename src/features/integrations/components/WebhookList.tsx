import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Webhook } from '../../../../contract/webhooks';
import { DataTable, type Column, type RowAction, type TableState } from '../../../components/data/DataTable/DataTable';
import { Badge } from '../../../components/ui/Badge/Badge';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

export type WebhookAction = 'log' | 'edit' | 'rotate' | 'delete';
const ACTIONS: readonly WebhookAction[] = ['log', 'edit', 'rotate', 'delete'];

export interface WebhookListProps {
  rows: readonly Webhook[] | undefined;
  state: TableState;
  error?: unknown;
  onRetry?(): void;
  /** A row's action: its delivery log, the form, a new secret, deleting it. */
  onAction(action: WebhookAction, webhook: Webhook): void;
}

/**
 * The subscriptions: name (with the secret's last four characters), target, events, whether it is
 * on, what waits or failed, and when it last delivered; each row's log, edit, secret and delete.
 */
export function WebhookList({ rows, state, error, onRetry, onAction }: WebhookListProps) {
  const { t } = useTranslation('account');
  const format = useFormatter();

  const columns = useMemo<Column<Webhook>[]>(
    () => [
      {
        id: 'name',
        header: t('webhooks.list.name'),
        rowHeader: true,
        width: '18%',
        cell: (webhook) => (
          <>
            <span className="name">{webhook.name}</span>
            <span className="muted">{t('webhooks.list.secretHint', { hint: webhook.secretHint })}</span>
          </>
        ),
      },
      { id: 'url', header: t('webhooks.list.url'), cell: (webhook) => <code className="url">{webhook.url}</code> },
      {
        id: 'events',
        header: t('webhooks.list.events'),
        width: '22%',
        cell: (webhook) => <span className="events">{webhook.events.map((event) => t(`webhooks.events.${event}`)).join(', ')}</span>,
      },
      {
        id: 'status',
        header: t('webhooks.list.active'),
        width: '110px',
        cell: (webhook) => <Badge tone={webhook.active ? 'success' : 'neutral'}>{t(webhook.active ? 'webhooks.list.on' : 'webhooks.list.off')}</Badge>,
      },
      {
        id: 'attention',
        header: t('webhooks.list.attention'),
        width: '140px',
        cell: (webhook) =>
          webhook.pending === 0 && webhook.failed === 0 ? (
            <span className="muted">{t('webhooks.list.clear')}</span>
          ) : (
            <span className="counts">
              {webhook.failed > 0 && <Badge tone="danger">{t('webhooks.list.failed', { count: webhook.failed })}</Badge>}
              {webhook.pending > 0 && <Badge tone="warning">{t('webhooks.list.pending', { count: webhook.pending })}</Badge>}
            </span>
          ),
      },
      {
        id: 'lastDeliveryAt',
        header: t('webhooks.list.lastDelivery'),
        width: '150px',
        cell: (webhook) =>
          webhook.lastDeliveryAt ? <time dateTime={webhook.lastDeliveryAt}>{format.dateTime(webhook.lastDeliveryAt)}</time> : <span className="muted">{t('webhooks.list.never')}</span>,
      },
    ],
    [t, format],
  );

  const rowActions = (webhook: Webhook): RowAction[] =>
    ACTIONS.map((action) => ({ id: action, label: t(`webhooks.actions.${action}`), onSelect: () => onAction(action, webhook), tone: action === 'delete' ? 'danger' : 'default' }));

  return (
    <Root>
      <DataTable
        caption={t('webhooks.list.caption')}
        columns={columns}
        rows={rows}
        getRowId={(webhook) => webhook.id}
        getRowLabel={(webhook) => webhook.name}
        state={state}
        error={error}
        onRetry={onRetry}
        rowActions={rowActions}
        actionsDisplay="menu"
        emptyTitle={t('webhooks.list.empty')}
        emptyText={t('webhooks.list.emptyText')}
        skeletonRows={2}
      />
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;
  /* A short list: the page scrolls, not a box of its own. */
  --data-table-max-height: none;

  .name {
    display: block;
    font-weight: ${tokens.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .muted {
    display: block;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
  .url {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.xs};
    overflow-wrap: anywhere;
    word-break: break-all;
  }
  .events {
    font-size: ${tokens.font.size.xs};
  }
  .counts {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
  }
`;
