import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { recoveryCodeSchema, totpCodeSchema } from '../../../../contract/second-factor';
import { translateFieldError, translateFormError } from '../../../lib/forms/field-errors';
import { theme as tokens } from '../../../theme/tokens';
import { Field } from '../../form/Field/Field';
import { TextInput } from '../../form/TextInput/TextInput';
import { Button } from '../../ui/Button/Button';

export type SecondFactorValue = { code: string } | { recoveryCode: string };

export interface SecondFactorCodeFormProps {
  /** While the caller checks the code: the submit button shows busy and the field is read-only. */
  busy: boolean;
  /**
   * The caller's failure, shown as an alert above the field: an API error code the toolkit
   * translates (`INVALID_SECOND_FACTOR`, `RATE_LIMITED`, `INVALID_CHALLENGE`…; ui.json
   * form.errors) or a sentence already translated. Null for none. A new error selects the field's
   * text so the next code replaces it.
   */
  error: string | null;
  /**
   * A value in the contract's form (`currentFactorSchema`), already normalised: six digits
   * without blanks, or the recovery code trimmed and lower-cased. Called only when the format is
   * right; a wrong format shows a translated field error instead.
   */
  onSubmit(value: SecondFactorValue): void;
  /** The submit button's text ("Masuk", "Nonaktifkan"…). */
  submitLabel: string;
  /** Offers the switch to a recovery code (default true). */
  allowRecovery?: boolean;
  /** Shows a cancel button. */
  onCancel?(): void;
  /** Focuses the field on mount (a sign-in step of its own); a Dialog focuses it by itself. */
  autoFocus?: boolean;
}

type Mode = 'code' | 'recoveryCode';

/**
 * Asks for a current second factor: six digits from the authenticator app or, after the switch,
 * one of the recovery codes. The format is checked with the contract's schemas before `onSubmit`,
 * so a typo costs no attempt of the sign-in throttle. Texts: ui.json `secondFactor.code`.
 */
export function SecondFactorCodeForm({
  busy,
  error,
  onSubmit,
  submitLabel,
  allowRecovery = true,
  onCancel,
  autoFocus = false,
}: SecondFactorCodeFormProps) {
  const { t } = useTranslation('ui');
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const alertId = useId();

  useEffect(() => {
    if (!error) return;
    input.current?.focus();
    input.current?.select();
  }, [error]);

  const switchTo = (next: Mode) => {
    setMode(next);
    setValue('');
    setFormatError(null);
    // The field is a new one: put the cursor in it, as the switch is what the user asked for.
    requestAnimationFrame(() => input.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = (mode === 'code' ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!result.success) {
      setFormatError(result.error.issues[0]?.message ?? 'INVALID');
      input.current?.focus();
      return;
    }
    setFormatError(null);
    onSubmit(mode === 'code' ? { code: result.data } : { recoveryCode: result.data });
  };

  const errorText = translateFormError(t, error ?? undefined);
  const isCode = mode === 'code';
  return (
    <Form noValidate onSubmit={submit}>
      {errorText && (
        <p role="alert" id={alertId} className="error">
          {errorText}
        </p>
      )}
      <Field
        key={mode}
        label={isCode ? t('secondFactor.code.code') : t('secondFactor.code.recoveryCode')}
        hint={isCode ? t('secondFactor.code.codeHint') : t('secondFactor.code.recoveryHint')}
        error={translateFieldError(t, formatError ?? undefined)}
        required
      >
        <CodeInput
          ref={input}
          name={mode}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFormatError(null);
          }}
          readOnly={busy}
          data-autofocus
          autoFocus={autoFocus}
          aria-invalid={formatError || errorText ? true : undefined}
          aria-describedby={errorText ? alertId : undefined}
          data-kind={mode}
          {...(isCode
            ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', placeholder: '123456' }
            : { inputMode: 'text' as const, autoComplete: 'off', placeholder: 'xxxxx-xxxxx' })}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
        />
      </Field>
      <div className="actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('secondFactor.code.cancel')}
          </Button>
        )}
        {allowRecovery && (
          <Button variant="ghost" className="switch" onClick={() => switchTo(isCode ? 'recoveryCode' : 'code')} disabled={busy}>
            {isCode ? t('secondFactor.code.useRecovery') : t('secondFactor.code.useCode')}
          </Button>
        )}
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 28rem;
  min-width: 0;

  .error {
    margin: 0;
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
  }
  .switch {
    color: ${tokens.color.primary};
    text-decoration: underline;
  }
`;

const CodeInput = styled(TextInput)`
  max-width: 14rem;
  font-family: ${tokens.font.mono};
  letter-spacing: 0.12em;
`;
