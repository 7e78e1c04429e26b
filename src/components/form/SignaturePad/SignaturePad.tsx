import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';
import { Button } from '../../ui/Button/Button';
import { FieldMessage } from '../Field/Field';
import { controlStyles } from '../controlStyles';
import { EMPTY_SIGNATURE, isSignatureEmpty, SIGNATURE_ASPECT, type Signature } from './signature';
import { useSignatureCanvas } from './useSignatureCanvas';

export interface SignaturePadProps {
  /** The group's visible name ("Tanda tangan penerima"). */
  label: ReactNode;
  value: Signature;
  onChange(value: Signature): void;
  /** A translated error under the pad; marks it invalid and is read with it. */
  error?: string;
  /** Help under the pad, read with it. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The typed alternative's input: what a form focuses when the pad is the first error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A signature drawn with a finger, a pen or a mouse (useSignatureCanvas), or typed by whoever
 * cannot draw on a screen (the keyboard's way in: the name is drawn in a handwriting face), with a
 * clear button. The pad is white in both themes, as paper is; what is drawn is kept in the form's
 * value, so a resize redraws it and a failed send keeps it. signature.ts turns the value into the PNG.
 */
export function SignaturePad({ label, value, onChange, error, hint, required = false, disabled = false, ref, className }: SignaturePadProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const typedId = `${id}-typed`;
  const pad = useSignatureCanvas({ value, onChange, disabled });

  const empty = isSignatureEmpty(value);
  const picture = value.typed.trim() !== '' ? t('signaturePad.typedPicture', { name: value.typed.trim() }) : empty ? t('signaturePad.emptyPicture') : t('signaturePad.drawnPicture');
  const describedBy = [error && errorId, hintId].filter(Boolean).join(' ');

  return (
    <Root role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={className} data-invalid={error ? 'true' : undefined}>
      <span className="label" id={labelId}>
        {label}
        {required && (
          <span className="required" title={t('form.required')}>
            <span aria-hidden="true"> *</span>
          </span>
        )}
      </span>
      <Surface data-disabled={disabled || undefined}>
        <canvas {...pad} role="img" aria-label={picture} />
        <span className="line" aria-hidden="true" />
      </Surface>
      <FieldMessage id={hintId} kind="hint">
        {hint ?? t('signaturePad.hint')}
      </FieldMessage>
      <div className="typed">
        <label htmlFor={typedId}>{t('signaturePad.typedLabel')}</label>
        <TypedInput
          ref={ref}
          id={typedId}
          type="text"
          autoComplete="off"
          maxLength={100}
          value={value.typed}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange({ strokes: [], typed: event.target.value })}
        />
      </div>
      <div>
        <Button variant="secondary" size="sm" disabled={disabled || empty} onClick={() => onChange(EMPTY_SIGNATURE)}>
          {t('signaturePad.clear')}
        </Button>
      </div>
      {error && (
        <FieldMessage id={errorId} kind="error">
          {error}
        </FieldMessage>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  min-width: 0;
  max-width: 600px;
  .label {
    font-weight: ${tokens.font.weight.medium};
  }
  .required {
    color: ${tokens.color.danger};
  }
  .typed {
    display: grid;
    gap: ${tokens.space.xs};
  }
`;

const Surface = styled.div`
  position: relative;
  min-width: 0;
  canvas {
    display: block;
    width: 100%;
    aspect-ratio: ${SIGNATURE_ASPECT};
    /* Paper in both themes: the ink is dark, as on the printed note. */
    background: #fff;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    /* The finger draws; the page does not scroll under it. */
    touch-action: none;
    cursor: crosshair;
  }
  [data-invalid='true'] & canvas {
    border-color: ${tokens.color.danger};
  }
  &[data-disabled] canvas {
    cursor: not-allowed;
    opacity: 0.65;
  }
  .line {
    position: absolute;
    left: 8%;
    right: 8%;
    bottom: 25%;
    border-bottom: 1px dashed #8a939c;
    pointer-events: none;
  }
`;

const TypedInput = styled.input`
  ${controlStyles}
`;
