import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { Actions, Body, CloseButton, ConfirmError, Description, StyledDialog, Title, ToneIcon } from './Dialog.styles';

export type DialogTone = 'success' | 'error' | 'warning' | 'info';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, or when the browser closes the dialog itself. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  tone?: DialogTone;
  /** alertdialog interrupts the user and asks for a response (alerts, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** False while the dialog must stay (e.g. a confirmation in flight): Escape is ignored. */
  dismissible?: boolean;
  /** Shows the × button; alerts leave it out because their own button answers them. */
  showCloseButton?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const toneIcons: Record<DialogTone, IconName> = { success: 'check', error: 'error', warning: 'alert', info: 'info' };

/**
 * A modal on the native <dialog> with showModal(): the browser supplies the top layer, the inert
 * page behind it and the focus trap. Put `data-autofocus` on the control that should take focus.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  tone,
  role = 'dialog',
  dismissible = true,
  showCloseButton = role === 'dialog',
  actions,
  children,
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onClose });
  useLayoutEffect(() => {
    latest.current = { open, onClose };
  });
  const titleId = useId();
  const descriptionId = useId();

  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  // A layout effect: the modal is in the top layer before the browser paints, and before anything
  // that runs after the commit (a test, a focus handler) looks for it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The actions stay in view (sticky), so the dialog opens at its title, not scrolled down to them.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Unmounting while open (e.g. an alert queue moving on) must still hand focus back; the page
  // stays inert until the modal closes, so close first, and silence the close event it queues.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      latest.current = { ...latest.current, open: false };
      dialog.close();
      restoreFocus();
    };
  }, []);

  return (
    <StyledDialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={className}
      onKeyDown={(event) => {
        // Handled here as well as in onCancel: a prevented keydown stops Chrome's close watcher
        // from force-closing after repeated presses, and scripted key presses reach this path too.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        if (dismissible) onClose();
      }}
      onCancel={(event) => {
        // Escape: the parent owns `open`, so ask it instead of letting the browser close.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={() => {
        // The close event is queued: when the dialog was opened again before it arrived (a
        // prompt dismissed and raised again at once), it belongs to the earlier opening.
        if (ref.current?.open) return;
        restoreFocus();
        if (latest.current.open) latest.current.onClose();
      }}
    >
      <Body data-has-tone={tone ? 'true' : undefined}>
        {tone && (
          <ToneIcon data-tone={tone}>
            <Icon name={toneIcons[tone]} size={24} />
          </ToneIcon>
        )}
        <div>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
        </div>
        {showCloseButton && (
          <CloseButton type="button" aria-label={t('dialog.close')} onClick={onClose} disabled={!dismissible}>
            <Icon name="close" size={18} />
          </CloseButton>
        )}
      </Body>
      {actions && <Actions>{actions}</Actions>}
    </StyledDialog>
  );
}

export interface AlertDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  tone?: DialogTone;
  /** Defaults to the translated "OK". */
  okLabel?: string;
  onClose: () => void;
}

/** A message the user acknowledges with one button (or Escape). */
export function AlertDialog({ open, title, text, tone = 'info', okLabel, onClose }: AlertDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      tone={tone}
      role="alertdialog"
      actions={
        <Button data-autofocus onClick={onClose}>
          {okLabel ?? t('dialog.ok')}
        </Button>
      }
    />
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  /** Defaults to the translated "Konfirmasi" / "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Batal" / "Cancel". */
  cancelLabel?: string;
  /** danger: a destructive action (deactivate, cancel a DO); the confirm button turns red. */
  tone?: 'default' | 'danger';
  /** While the action runs: the confirm button shows busy and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the action failed, announced under the text while the dialog stays open to try again. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action. Focus starts on Cancel, the choice that changes nothing. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={
        <>
          {text}
          {error && <ConfirmError role="alert">{error}</ConfirmError>}
        </>
      }
      tone={tone === 'danger' ? 'warning' : 'info'}
      role="alertdialog"
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
