import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { useDeactivateUser, useRestoreUser } from '../api/users-api';
import { actionErrorText } from '../../../lib/api/error-text';

export type StatusAction = 'deactivate' | 'restore';
type Target = Pick<User, 'id' | 'username' | 'name'>;

export interface UserStatusDialogProps {
  /** The user and what to do, or null when closed. */
  target: { user: Target; action: StatusAction } | null;
  onClose(): void;
  /** After a success (the lists are already revalidating). */
  onDone?(user: User, action: StatusAction): void;
}

/**
 * Asks before deactivating or restoring, naming the user (docs/product/screens.md). A refusal
 * (deactivating yourself, the last permission manager…) is read out in the dialog and changes
 * nothing; success closes it with a toast.
 */
export function UserStatusDialog({ target, onClose, onDone }: UserStatusDialogProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const deactivate = useDeactivateUser();
  const restore = useRestoreUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(target);
  // A new target clears the previous one's error.
  if (target !== shown) {
    setShown(target);
    setError(null);
  }

  const current = target ?? shown;
  const action = current?.action ?? 'deactivate';
  const names = current ? { name: current.user.name, username: current.user.username } : { name: '', username: '' };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      const user = await (target.action === 'deactivate' ? deactivate(target.user.id) : restore(target.user.id));
      toast.success(t(target.action === 'deactivate' ? 'toast.deactivated' : 'toast.restored', { username: user.username }));
      onClose();
      onDone?.(user, target.action);
    } catch (failure) {
      setError(actionErrorText(t, failure, 'users'));
    } finally {
      setBusy(false);
    }
  };


  return (
    <ConfirmDialog
      open={target !== null}
      title={t(action === 'deactivate' ? 'confirm.deactivateTitle' : 'confirm.restoreTitle')}
      text={t(action === 'deactivate' ? 'confirm.deactivateText' : 'confirm.restoreText', names)}
      error={
        error && (
          <>
            <strong>{t(action === 'deactivate' ? 'toast.deactivateFailed' : 'toast.restoreFailed')}:</strong> {error}
          </>
        )
      }
      confirmLabel={t(action === 'deactivate' ? 'actions.deactivate' : 'actions.restore')}
      tone={action === 'deactivate' ? 'danger' : 'default'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** `ask(user, 'deactivate')` opens the confirmation; render `dialog` once on the screen. */
export function useUserStatusChange(onDone?: UserStatusDialogProps['onDone']) {
  const [target, setTarget] = useState<UserStatusDialogProps['target']>(null);
  const ask = useCallback((user: Target, action: StatusAction) => setTarget({ user, action }), []);
  const dialog = <UserStatusDialog target={target} onClose={() => setTarget(null)} onDone={onDone} />;
  return { ask, dialog };
}
