import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../../contract/shipments';
import { SHIPMENT_CANCEL_REASON_MAX } from '../../../../contract/shipments-values';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Field } from '../../../components/form/Field/Field';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { actionErrorText, conflictCurrentOf } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { useCancelShipment } from '../api/shipments-api';
import { NS } from './shipment-screens';

/**
 * The cancel dialog of CancelShipment, loaded the first time it opens: the reason it requires, the
 * cancel with the version the page shows, and a refusal read out in the dialog.
 */
export function CancelShipmentDialog({ shipment, open, onClose }: { shipment: Shipment; open: boolean; onClose(): void }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const cancel = useCancelShipment();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const refusal = (failure: unknown, yours: number) => {
    const current = conflictCurrentOf<Shipment>(failure);
    if (current?.status) return t('cancel.changed', { number: shipment.number, yours, version: current.version, status: t(`status.${current.status}`) });
    return actionErrorText(t, failure, NS);
  };

  const confirm = async () => {
    if (reason.trim() === '') {
      setReasonError(t('cancel.reasonRequired'));
      document.getElementById(reasonId)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const version = shipment.version;
    try {
      await cancel(shipment.id, { version, reason: reason.trim() });
      toast.success(t('cancel.done', { number: shipment.number }));
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.fields.reason) setReasonError(t('cancel.reasonRequired'));
      else setError(refusal(failure, version));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('cancel.title', { number: shipment.number })}
      text={
        <>
          <p>{t('cancel.text', { number: shipment.number })}</p>
          <Field label={t('cancel.reason')} hint={t('cancel.reasonHint')} error={reasonError} required id={reasonId}>
            <TextInput
              value={reason}
              maxLength={SHIPMENT_CANCEL_REASON_MAX}
              autoComplete="off"
              disabled={busy}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          </Field>
        </>
      }
      error={error}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      tone="danger"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        onClose();
        setError(null);
        setReasonError(undefined);
      }}
    />
  );
}
