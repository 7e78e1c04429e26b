import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Webhook, WebhookDelivery } from '../../../../contract/webhooks';
import { WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from '../../../../contract/webhooks-values';
import { DataTable, type Column } from '../../../components/data/DataTable/DataTable';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { Filters } from '../../../components/layout/ScreenParts/ScreenParts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge/Badge';
import { Button } from '../../../components/ui/Button/Button';
import { useFormatter } from '../../../lib/format';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useClampPage, useShownAnswer } from '../../../lib/list-state/list-helpers';
import { useListState } from '../../../lib/list-state/useListState';
import { theme as tokens } from '../../../theme/tokens';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { webhookErrorText } from '../api/webhook-errors';
import { useRedeliverWebhookDelivery } from '../api/redeliver-webhook-delivery';

/** The log's page and state filter in the URL beside the list's own (`log.page`, `log.state`). */
const LOG: ListStateConfig<{ state: { kind: 'enum'; values: typeof WEBHOOK_DELIVERY_STATES } }> = {
  sortFields: [],
  prefix: 'log.',
  filters: { state: { kind: 'enum', values: WEBHOOK_DELIVERY_STATES } },
};

const STATE_TONES: Record<WebhookDeliveryState, BadgeTone> = { pending: 'warning', delivered: 'success', failed: 'danger' };

export interface WebhookDeliveryLogProps {
  webhook: Pick<Webhook, 'id' | 'name'>;
  onClose(): void;
}

/**
 * One subscription's deliveries, newest first: when, which event about which record, where it
 * stands after how many tries, the receiver's status, how long it took and the start of its
 * answer, and when it is tried next; any of them sent again with "Kirim ulang".
 */
export function WebhookDeliveryLog({ webhook, onClose }: WebhookDeliveryLogProps) {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const toast = useToast();
  const headingId = useId();
  const list = useListState(LOG);
  const answer = useWebhookDeliveries(webhook.id, list.apiQuery);
  const { error, isLoading, mutate } = answer;
  const { data, state } = useShownAnswer(answer);
  const redeliver = useRedeliverWebhookDelivery();
  useClampPage(list.page, data?.paging.totalPages, list.setPage);

  const columns = useMemo<Column<WebhookDelivery>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('webhooks.log.time'),
        rowHeader: true,
        width: '150px',
        cell: (delivery) => <time dateTime={delivery.createdAt}>{format.dateTime(delivery.createdAt)}</time>,
      },
      {
        id: 'event',
        header: t('webhooks.log.event'),
        cell: (delivery) => (
          <>
            <span className="block">{t(`webhooks.events.${delivery.event}`)}</span>
            <span className="muted">{delivery.record.number}</span>
          </>
        ),
      },
      {
        id: 'status',
        header: t('webhooks.log.status'),
        width: '130px',
        cell: (delivery) => (
          <>
            <Badge tone={STATE_TONES[delivery.state]}>{t(`webhooks.log.states.${delivery.state}`)}</Badge>
            <span className="muted">{t('webhooks.log.attempts', { count: delivery.attempts })}</span>
          </>
        ),
      },
      {
        id: 'response',
        header: t('webhooks.log.response'),
        width: '120px',
        cell: (delivery) =>
          !delivery.lastAttempt ? (
            <span className="muted">{t('webhooks.log.notTried')}</span>
          ) : (
            <>
              <span className="block">{delivery.lastAttempt.status === null ? t('webhooks.log.unreachable') : `HTTP ${delivery.lastAttempt.status}`}</span>
              <span className="muted">{t('webhooks.log.ms', { value: format.number(delivery.lastAttempt.durationMs) })}</span>
            </>
          ),
      },
      {
        id: 'excerpt',
        header: t('webhooks.log.excerpt'),
        cell: (delivery) => (delivery.lastAttempt?.excerpt ? <code className="excerpt">{delivery.lastAttempt.excerpt}</code> : t('webhooks.log.none')),
      },
      {
        id: 'nextAttemptAt',
        header: t('webhooks.log.nextTry'),
        width: '150px',
        cell: (delivery) => (delivery.nextAttemptAt ? <time dateTime={delivery.nextAttemptAt}>{format.dateTime(delivery.nextAttemptAt)}</time> : t('webhooks.log.none')),
      },
    ],
    [t, format],
  );

  const send = async (delivery: WebhookDelivery) => {
    try {
      await redeliver(delivery.id);
      toast.success(t('webhooks.log.redelivered', { record: delivery.record.number }));
    } catch (failure) {
      toast.error(webhookErrorText(t, failure));
    }
  };

  return (
    <Root aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('webhooks.log.title', { name: webhook.name })}</h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('webhooks.log.close')}
        </Button>
      </header>
      <Filters>
        <Field label={t('webhooks.log.state')}>
          <Select
            placeholder={t('webhooks.log.allStates')}
            options={WEBHOOK_DELIVERY_STATES.map((value) => ({ value, label: t(`webhooks.log.states.${value}`) }))}
            value={list.filters.state ?? ''}
            onChange={(event) => list.setFilter('state', (event.target.value || undefined) as WebhookDeliveryState | undefined)}
          />
        </Field>
      </Filters>
      <DataTable
        caption={t('webhooks.log.caption', { name: webhook.name })}
        columns={columns}
        rows={data?.data}
        getRowId={(delivery) => delivery.id}
        getRowLabel={(delivery) => delivery.record.number}
        state={state}
        error={error}
        onRetry={() => void mutate()}
        rowActions={(delivery) => [{ id: 'redeliver', label: t('webhooks.log.redeliver'), onSelect: () => void send(delivery) }]}
        actionsDisplay="inline"
        filtered={list.isFiltered}
        emptyTitle={t('webhooks.log.empty')}
        emptyText={t('webhooks.log.emptyText')}
        skeletonRows={3}
      />
      {data && data.paging.totalItems > 0 && <Pagination {...data.paging} onPageChange={list.setPage} onSizeChange={list.setSize} disabled={isLoading} />}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;
  --data-table-max-height: none;

  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    overflow-wrap: anywhere;
  }
  .block {
    display: block;
  }
  .muted {
    display: block;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
  .excerpt {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.xs};
    overflow-wrap: anywhere;
    word-break: break-all;
  }
`;
