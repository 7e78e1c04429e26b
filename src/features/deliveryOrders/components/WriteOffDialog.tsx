import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeliveryOrder, DeliveryOrderLine } from '../../../../contract/delivery-orders';
import { WRITE_OFF_REASON_MAX } from '../../../../contract/receipts-values';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Field } from '../../../components/form/Field/Field';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { FormError } from '../../../components/layout/ScreenParts/ScreenParts';
import { Button } from '../../../components/ui/Button/Button';
import { Dialog } from '../../../components/ui/Dialog/Dialog';
import { actionErrorText, conflictCurrentOf } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';
import { useWriteOff } from '../api/write-offs';
import { NS } from './delivery-order-screens';
import { openShortfall } from '../../../../contract/receipts-values';

const WHOLE = /^\d+$/;

/** A quantity typed against the line's open shortfall: the code the server would answer, or null. */
function quantityCode(text: string, open: number): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!WHOLE.test(value)) return /^-/.test(value) ? 'TOO_SMALL' : /[.,]/.test(value) ? 'NOT_WHOLE' : 'INVALID_TYPE';
  return Number(value) > open ? 'TOO_BIG' : null;
}

/**
 * "Hapuskan kekurangan" (update-delivery-order, docs/decisions/339-receipts.md): per line with an
 * open shortfall, how much will not be shipped again (the whole open shortfall unless changed; 0
 * leaves the line out), and the reason the DO's log keeps. It goes with the version the page
 * shows; a refusal is said in the dialog, the page then shows the DO as it is now, and what was
 * typed stays for another try. Loaded the first time it opens.
 */
export function WriteOffDialog({ order, open, onClose }: { order: DeliveryOrder; open: boolean; onClose(): void }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const toast = useToast();
  const writeOff = useWriteOff();
  const formId = useId();
  const reasonId = useId();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = order.lines.filter((line) => openShortfall(line) > 0);
  const quantityOf = (line: DeliveryOrderLine) => typed[line.id] ?? String(openShortfall(line));
  const errorText = (field: string) => {
    const code = errors[field];
    if (!code) return undefined;
    const name = field.startsWith('line.') ? 'quantity' : field;
    return t([`writeOff.errors.${name}.${code}`, `validation.${code}`, `ui:validation.${code}`, 'ui:validation.INVALID']);
  };

  const refusal = (failure: unknown, yours: number) => {
    const current = conflictCurrentOf<DeliveryOrder>(failure);
    if (current) return t('writeOff.changed', { number: order.number, yours, version: current.version });
    return actionErrorText(t, failure, NS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const sent: { deliveryOrderLineId: number; quantity: number }[] = [];
    for (const line of lines) {
      const code = quantityCode(quantityOf(line), openShortfall(line));
      if (code) found[`line.${line.id}`] = code;
      else if (Number(quantityOf(line).trim() || '0') > 0) sent.push({ deliveryOrderLineId: line.id, quantity: Number(quantityOf(line).trim()) });
    }
    if (reason.trim() === '') found.reason = 'REQUIRED';
    if (Object.keys(found).length === 0 && sent.length === 0 && lines[0]) found[`line.${lines[0].id}`] = 'NONE';
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      document.getElementById(first === 'reason' ? reasonId : `${formId}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const version = order.version;
    try {
      await writeOff(order.id, { version, reason: reason.trim(), lines: sent });
      toast.success(t('writeOff.done', { number: order.number }));
      setTyped({});
      setReason('');
      onClose();
    } catch (failure) {
      const fields: Record<string, string> = {};
      if (isApiError(failure)) {
        for (const [name, code] of Object.entries(failure.fields)) {
          const index = /^lines\.(\d+)\.quantity$/.exec(name)?.[1];
          const line = index === undefined ? undefined : sent[Number(index)];
          if (line) fields[`line.${line.deliveryOrderLineId}`] = code;
          else if (name === 'reason') fields.reason = code;
        }
      }
      setErrors(fields);
      // A shortfall shipped again meanwhile is said above the lines too: the line may be gone from them.
      if (Object.keys(fields).length === 0 || (isApiError(failure) && failure.code === 'WRITE_OFF_TOO_BIG')) setError(refusal(failure, version));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setErrors({});
    setError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('writeOff.title', { number: order.number })}
      description={t('writeOff.text')}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('writeOff.keep')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('writeOff.confirm')}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {error && <FormError role="alert">{error}</FormError>}
        {lines.length === 0 && <p>{t('writeOff.nothing')}</p>}
        <ul>
          {lines.map((line, index) => (
            <li key={line.id}>
              <Field
                id={`${formId}-line.${line.id}`}
                label={
                  <>
                    <span className="visually-hidden">{t('writeOff.quantityOf')} </span>
                    {line.itemName}
                  </>
                }
                hint={t('writeOff.open', { quantity: format.number(openShortfall(line)), unit: line.unit })}
                error={errorText(`line.${line.id}`)}
              >
                <span className="quantity">
                  <TextInput
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={openShortfall(line)}
                    step={1}
                    autoComplete="off"
                    data-autofocus={index === 0 ? '' : undefined}
                    value={quantityOf(line)}
                    disabled={busy}
                    onChange={(event) => setTyped((current) => ({ ...current, [line.id]: event.target.value }))}
                  />
                  <span aria-hidden="true">{line.unit}</span>
                </span>
              </Field>
            </li>
          ))}
        </ul>
        <Field id={reasonId} label={t('writeOff.reason')} hint={t('writeOff.reasonHint')} error={errorText('reason')} required>
          <TextArea rows={3} maxLength={WRITE_OFF_REASON_MAX} value={reason} disabled={busy} onChange={(event) => setReason(event.target.value)} />
        </Field>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.md};
  color: ${tokens.color.text};
  ul {
    display: grid;
    gap: ${tokens.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .quantity {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: center;
  }
  .quantity input {
    max-width: 140px;
  }
`;
