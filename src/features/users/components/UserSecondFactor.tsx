import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SecondFactorStatus } from '../../../../contract/second-factor';
import type { User } from '../../../../contract/users';
import type { DetailItem } from '../../../components/data/DetailList/DetailList';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Badge } from '../../../components/ui/Badge/Badge';
import { Button } from '../../../components/ui/Button/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useAccess, useCan } from '../../../lib/access/AccessContext';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { paths } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';
import { useResetUserSecondFactor, useUserSecondFactor } from '../api/users-api';
import { USERS } from '../../../../contract/areas';

type Target = Pick<User, 'id' | 'username' | 'name'>;

/**
 * A user's second factor on their detail page (read-user): whether it is on, and for holders of
 * update-user the reset for a lost phone, after a confirmation. Not for one's own account: the
 * server refuses it (SELF_SECOND_FACTOR_RESET) because Profile turns it off with a current code,
 * so the row links there instead. Returns the detail row, the toolbar button and the dialog.
 */
export function useUserSecondFactorPart(user: Target): { item: DetailItem; action: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation('users');
  const can = useCan();
  const { userId: ownId } = useAccess();
  const answer = useUserSecondFactor(user.id);
  const [open, setOpen] = useState(false);
  const own = ownId === user.id;
  const status = answer.data;
  const canReset = !own && can(USERS.permission.update) && status?.enabled === true;
  return {
    item: {
      id: 'secondFactor',
      label: t('secondFactor.label'),
      value: <StatusValue status={status} failed={Boolean(answer.error) && !status} loading={answer.isLoading} own={own} onRetry={() => void answer.mutate()} />,
    },
    action: canReset && (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('secondFactor.reset')}
      </Button>
    ),
    dialog: <ResetDialog user={user} open={open} onClose={() => setOpen(false)} />,
  };
}

function StatusValue({ status, failed, loading, own, onRetry }: { status: SecondFactorStatus | undefined; failed: boolean; loading: boolean; own: boolean; onRetry(): void }) {
  const { t } = useTranslation('users');
  const format = useFormatter();
  if (failed) {
    return (
      <Value>
        <span className="failed">{t('secondFactor.loadFailed')}</span>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('secondFactor.retry')}
        </Button>
      </Value>
    );
  }
  if (!status) return loading ? <Skeleton width="8em" height="1lh" /> : null;
  return (
    <Value>
      <Badge tone={status.enabled ? 'success' : 'neutral'}>{status.enabled ? t('secondFactor.on') : t('secondFactor.off')}</Badge>
      {status.enabled && status.enabledAt && (
        <time dateTime={status.enabledAt}>{t('secondFactor.since', { date: format.date(status.enabledAt) })}</time>
      )}
      {status.required && <Badge tone="info">{t('secondFactor.required')}</Badge>}
      {own && <Link to={paths.account.profile()}>{t('secondFactor.ownAccount')}</Link>}
    </Value>
  );
}

/** The confirmation, as UserStatusDialog asks before deactivating: a refusal stays in the dialog. */
function ResetDialog({ user, open, onClose }: { user: Target; open: boolean; onClose(): void }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const reset = useResetUserSecondFactor();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await reset(user.id);
      toast.success(t('secondFactor.resetDone', { username: user.username }));
      close();
    } catch (failure) {
      setError(actionErrorText(t, failure, 'users'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('secondFactor.resetTitle')}
      text={t('secondFactor.resetText', { name: user.name, username: user.username })}
      error={
        error && (
          <>
            <strong>{t('secondFactor.resetFailed')}:</strong> {error}
          </>
        )
      }
      confirmLabel={t('secondFactor.resetConfirm')}
      tone="danger"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}

const Value = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs} ${tokens.space.sm};
  align-items: center;

  .failed {
    color: ${tokens.color.danger};
  }
`;
