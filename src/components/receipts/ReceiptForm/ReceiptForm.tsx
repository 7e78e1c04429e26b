import { useEffect, useMemo } from 'react';
import { Controller, get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RECEIPT_NOTE_MAX, RECEIVER_NAME_MAX } from '../../../../contract/receipts-values';
import { isApiError } from '../../../lib/api/errors';
import { areaFieldError } from '../../../lib/forms/area-errors';
import { parseFieldError, translateFormError } from '../../../lib/forms/field-errors';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';
import { theme as tokens } from '../../../theme/tokens';
import { Field } from '../../form/Field/Field';
import { SignaturePad } from '../../form/SignaturePad/SignaturePad';
import { TextArea } from '../../form/TextArea/TextArea';
import { TextInput } from '../../form/TextInput/TextInput';
import { FormError } from '../../layout/ScreenParts/ScreenParts';
import { Button } from '../../ui/Button/Button';
import { ReceiptLinesFields } from './ReceiptLinesFields';
import { ReceiptPhotoField } from './ReceiptPhotoField';
import {
  RECEIPT_FIELD_MAP,
  receiptDefaults,
  receiptFieldNames,
  receiptFormSchema,
  receiptPartsOf,
  type ReceiptFormLine,
  type ReceiptFormValues,
  type ReceiptParts,
} from './receipt-form-model';

export type { ReceiptFormLine, ReceiptParts };

export interface ReceiptFormProps {
  /** The note's lines as shipped, in the note's order. */
  lines: readonly ReceiptFormLine[];
  /**
   * Sends the parts; a rejection (an ApiError) lands on its fields, or above them, and everything
   * typed, drawn and chosen stays.
   */
  onSubmit(parts: ReceiptParts): Promise<unknown>;
  onCancel?(): void;
  /**
   * Asks when the goods were received (staff copying the paper; default). The receiver's own
   * entry leaves it out: it is "now".
   */
  withTime?: boolean;
  /** Defaults to "Simpan penerimaan". */
  submitLabel?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The first values' "now" (stories fix it); default the moment the form opens. */
  now?: number;
  /** Puts the focus in the first field as the form appears (it opened on a button's press). */
  autoFocus?: boolean;
  className?: string;
}

/** `lines.3.reason` → `reason`: a line's fields share their messages. */
const messageField = (field: string) => field.replace(/^lines\.\d+\./, '').replace(/^evidence\./, '');

/**
 * A note's receipt, entered by staff from the returned paper or by the receiver on their phone
 * (docs/decisions/339-receipts.md): the receiver's name, the time, per line what arrived and why
 * less, a note, and a signature and/or a photo. Only props in and `onSubmit(parts)` out: no data
 * fetching, routing or session, so the receiver's own page reuses it. The browser checks with the
 * contract's rules and the server's codes, so its messages and the server's read the same; a
 * refusal never loses what was typed, drawn or chosen.
 */
export function ReceiptForm({ lines, onSubmit, onCancel, withTime = true, submitLabel, labelledBy, now, autoFocus = false, className }: ReceiptFormProps) {
  const { t } = useTranslation('ui');
  const defaultValues = useMemo(() => receiptDefaults(lines, now), [lines, now]);
  const form = useSchemaForm(receiptFormSchema, { defaultValues: defaultValues as never });
  const loose = form as unknown as UseFormReturn<FieldValues>;
  const typed = form as unknown as UseFormReturn<ReceiptFormValues>;
  const { errors, isSubmitting } = form.formState;
  const values = typed.watch('lines');
  // Once, as it appears: a later render must not pull the focus back.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (autoFocus ? typed.setFocus('receiverName') : undefined), []);

  const errorText = (field: string) => {
    const message = (get(errors, field) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    const name = messageField(field);
    // A picture's refusal is an API code (IMAGE_TYPE_UNSUPPORTED): the toolkit words it.
    if (name === 'photo') {
      const code = parseFieldError(message)?.code ?? message;
      return t([`validation.receipt.photo.${code}`, `form.errors.${code}`, 'validation.INVALID']);
    }
    return areaFieldError(t, 'ui', `receipt.${name}`, message);
  };

  const submit = form.handleSubmit(async (parsed) => {
    const parts = await receiptPartsOf(parsed, withTime);
    try {
      await onSubmit(parts);
    } catch (error) {
      // The pictures' own refusals (type, size) belong to the photo: the signature is the pad's own PNG.
      if (isApiError(error) && parts.photo && (error.code.startsWith('IMAGE_') || error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')) {
        typed.setError('evidence.photo', { type: 'server', message: error.code }, { shouldFocus: false });
        return;
      }
      applyServerErrors(loose, error, { fieldMap: RECEIPT_FIELD_MAP, fields: receiptFieldNames(lines.length) });
    }
  });

  const rootError = errors.root?.server?.message ?? errors.root?.schema?.message;
  const formError = translateFormError(t, rootError);

  return (
    <Form noValidate aria-labelledby={labelledBy} className={className} onSubmit={(event) => void submit(event)}>
      {formError && <FormError role="alert">{formError}</FormError>}
      <div className="pair">
        <Field label={t('receipt.fields.receiverName')} error={errorText('receiverName')} required>
          <TextInput autoComplete="off" maxLength={RECEIVER_NAME_MAX} {...typed.register('receiverName')} />
        </Field>
        {withTime && (
          <Field label={t('receipt.fields.receivedAt')} hint={t('receipt.form.receivedAtHint')} error={errorText('receivedAt')} required>
            <TextInput type="datetime-local" {...typed.register('receivedAt')} />
          </Field>
        )}
      </div>
      <fieldset>
        <legend>{t('receipt.form.linesLegend')}</legend>
        <p className="hint">{t('receipt.form.linesHint')}</p>
        <ReceiptLinesFields lines={lines} values={values} register={typed.register} errorText={errorText} />
      </fieldset>
      <Field label={t('receipt.fields.note')} hint={t('receipt.form.noteHint')} error={errorText('note')}>
        <TextArea rows={3} maxLength={RECEIPT_NOTE_MAX} {...typed.register('note')} />
      </Field>
      <fieldset>
        <legend>{t('receipt.form.evidenceLegend')}</legend>
        <p className="hint">{t('receipt.form.evidenceHint')}</p>
        <Controller
          control={typed.control}
          name="evidence.signature"
          render={({ field }) => (
            <SignaturePad
              ref={field.ref}
              label={t('receipt.fields.signature')}
              value={field.value}
              onChange={(signature) => {
                field.onChange(signature);
                if (form.formState.isSubmitted) void typed.trigger('evidence');
              }}
              error={errorText('evidence.signature')}
            />
          )}
        />
        <Controller
          control={typed.control}
          name="evidence.photo"
          render={({ field }) => (
            <ReceiptPhotoField
              photo={field.value}
              onChange={(photo) => {
                field.onChange(photo);
                typed.clearErrors('evidence.photo');
                if (form.formState.isSubmitted) void typed.trigger('evidence');
              }}
              onRefused={(code) => typed.setError('evidence.photo', { type: 'validate', message: code })}
              error={errorText('evidence.photo')}
            />
          )}
        />
      </fieldset>
      <div className="actions">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('receipt.form.saving') : (submitLabel ?? t('receipt.form.submit'))}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.lg};
  min-width: 0;
  max-width: 880px;
  .pair {
    display: grid;
    gap: ${tokens.space.lg};
    grid-template-columns: minmax(0, 1fr);
    @media (min-width: 640px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  fieldset {
    display: grid;
    gap: ${tokens.space.md};
    min-width: 0;
    margin: 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: ${tokens.font.weight.medium};
  }
  .hint {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    padding-top: ${tokens.space.lg};
    border-top: 1px solid ${tokens.color.border};
  }
`;
