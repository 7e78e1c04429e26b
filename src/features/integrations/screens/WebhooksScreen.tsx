import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Webhook } from '../../../../contract/webhooks';
import { Pagination } from '../../../components/data/Pagination/Pagination';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { Button } from '../../../components/ui/Button/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useClampPage, useForbiddenRedirect, useShownAnswer } from '../../../lib/list-state/list-helpers';
import { useListState } from '../../../lib/list-state/useListState';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { webhookErrorText } from '../api/webhook-errors';
import { WebhookDeliveryLog } from '../components/WebhookDeliveryLog';
import { WebhookList, type WebhookAction } from '../components/WebhookList';
import { WebhookSecret } from '../components/WebhookSecret';
import { SettingsPage } from './settings-page';

// The form (its fields and checks) loads the first time it opens, not with the list.
const WebhookForm = lazy(() => import('../components/WebhookForm').then((module) => ({ default: module.WebhookForm })));

const LIST: ListStateConfig = { sortFields: [] };
/** The subscription whose delivery log is open, beside the list's page in the URL. */
const LOG_PARAM = 'webhook';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; webhook: Webhook }
  | { kind: 'rotate'; webhook: Webhook }
  | { kind: 'delete'; webhook: Webhook }
  | { kind: 'secret'; name: string; secret: string; rotated: boolean }
  | null;

/**
 * /settings/webhooks (manage-webhooks; the route's guard turns anyone else away): the
 * subscriptions with their queues, a form to add or change one, the signing secret shown once
 * after a create or a rotation, and one subscription's delivery log under the list, opened from
 * its row and kept in the URL.
 */
export default function WebhooksScreen() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const list = useListState(LIST);
  const answer = useWebhooks(list.apiQuery);
  const { error, isLoading, mutate } = answer;
  const { data, state } = useShownAnswer(answer);
  const forbidden = useForbiddenRedirect(error);
  useClampPage(list.page, data?.paging.totalPages, list.setPage);
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();

  const logId = Number(searchParams.get(LOG_PARAM));
  const logOf = data?.data.find((webhook) => webhook.id === logId);
  const showLog = (webhook: Webhook | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams([...current].filter(([key]) => !key.startsWith('log.') && key !== LOG_PARAM));
      if (webhook) next.set(LOG_PARAM, String(webhook.id));
      return next;
    });

  const close = () => {
    setOpen(null);
    setConfirmError(null);
  };
  const onAction = (action: WebhookAction, webhook: Webhook) => {
    if (action === 'log') showLog(webhook);
    else setOpen({ kind: action, webhook });
  };

  /** A confirmed rotation or deletion: the dialog stays with the reason when it fails. */
  const confirm = async (webhook: Webhook, kind: 'rotate' | 'delete') => {
    setBusy(true);
    setConfirmError(null);
    try {
      if (kind === 'rotate') {
        const rotated = await rotate(webhook.id);
        setOpen({ kind: 'secret', name: rotated.data.name, secret: rotated.secret, rotated: true });
      } else {
        await remove(webhook.id);
        if (logId === webhook.id) showLog(null);
        toast.success(t('webhooks.delete.deleted', { name: webhook.name }));
        setOpen(null);
      }
    } catch (failure) {
      setConfirmError(webhookErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  if (forbidden) return null;

  return (
    <SettingsPage>
      <p className="intro">{t('webhooks.intro')}</p>
      {/* Always there, so the list does not move when it loads, empty or not. */}
      <Toolbar>
        <Button onClick={() => setOpen({ kind: 'create' })}>{t('webhooks.add')}</Button>
      </Toolbar>
      <WebhookList rows={data?.data} state={state} error={error} onRetry={() => void mutate()} onAction={onAction} />
      {data && data.paging.totalPages > 1 && <Pagination {...data.paging} onPageChange={list.setPage} onSizeChange={list.setSize} disabled={isLoading} />}
      {logOf && <WebhookDeliveryLog key={logOf.id} webhook={logOf} onClose={() => showLog(null)} />}

      <Suspense fallback={null}>
        {(open?.kind === 'create' || open?.kind === 'edit') && (
          <WebhookForm
            webhook={open.kind === 'edit' ? open.webhook : undefined}
            onClose={close}
            onSaved={(saved, secret) => setOpen(secret ? { kind: 'secret', name: saved.name, secret, rotated: false } : null)}
          />
        )}
      </Suspense>
      {open?.kind === 'secret' && <WebhookSecret name={open.name} secret={open.secret} rotated={open.rotated} onClose={close} />}
      {(open?.kind === 'rotate' || open?.kind === 'delete') && (
        <ConfirmDialog
          open
          title={t(`webhooks.${open.kind}.title`, { name: open.webhook.name })}
          text={t(`webhooks.${open.kind}.text`, { url: open.webhook.url })}
          confirmLabel={t(`webhooks.${open.kind}.confirm`)}
          tone="danger"
          busy={busy}
          error={confirmError}
          onConfirm={() => void confirm(open.webhook, open.kind as 'rotate' | 'delete')}
          onCancel={close}
        />
      )}
    </SettingsPage>
  );
}
