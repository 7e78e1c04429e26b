import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon/Icon';
import { FieldContext, type FieldControlProps } from './FieldContext';
import { theme as tokens } from '../../../theme/tokens';

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** A translated error; marks the control invalid and is read with it. */
  error?: string;
  /** Shows the required marker and sets aria-required on the control. */
  required?: boolean;
  /** The server's current value after a version conflict, shown beside the user's input. */
  currentValue?: ReactNode;
  /** Fixes the control's id (otherwise generated). */
  id?: string;
  /** The control: TextInput, PasswordInput, Select, AsyncPicker, or anything using useFieldControl. */
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error in one block, wired by id and aria-describedby. */
export function Field({ label, hint, error, required = false, currentValue, id, children, className }: FieldProps) {
  const { t } = useTranslation('ui');
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const currentId = `${controlId}-current`;
  const labelId = `${controlId}-label`;
  const hasCurrent = currentValue !== undefined && currentValue !== null;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': [error && errorId, hasCurrent && currentId, hint && hintId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };
  return (
    <Root className={className} data-invalid={error ? 'true' : undefined}>
      <Label htmlFor={controlId} id={labelId}>
        {label}
        {required && (
          <span className="required" title={t('form.required')}>
            <span aria-hidden="true"> *</span>
          </span>
        )}
      </Label>
      <FieldContext.Provider value={{ control, labelId }}>{children}</FieldContext.Provider>
      {error && (
        <FieldMessage id={errorId} kind="error">
          {error}
        </FieldMessage>
      )}
      {hasCurrent && (
        <FieldMessage id={currentId} kind="current">
          {currentValue}
        </FieldMessage>
      )}
      {hint && (
        <FieldMessage id={hintId} kind="hint">
          {hint}
        </FieldMessage>
      )}
    </Root>
  );
}

const MESSAGE_ICONS = { error: 'error', current: 'info' } as const;

/**
 * A line under a control: its error (with the error icon), the value someone else saved meanwhile
 * (with the info icon) or its hint. Every input of the kit, and a group of inputs that is not one
 * labelled control (a signature pad, a photo chooser), says these the same way.
 */
export function FieldMessage({ id, kind, children }: { id: string; kind: 'error' | 'current' | 'hint'; children: ReactNode }) {
  return (
    <Message id={id} data-kind={kind}>
      {kind === 'hint' ? (
        children
      ) : (
        <>
          <Icon name={MESSAGE_ICONS[kind]} size={14} />
          <span>{children}</span>
        </>
      )}
    </Message>
  );
}

// Beside a taller neighbour in a form grid the field is stretched to the row's height: its rows
// stay at their content's height, at the top, so every control starts and ends where its
// neighbour's does whether or not either has a hint or an error below it.
const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  align-content: start;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.text};
  .required {
    color: ${tokens.color.danger};
  }
`;

const Message = styled.p`
  display: flex;
  gap: ${tokens.space.xs};
  align-items: flex-start;
  margin: 0;
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 2px;
  }
  &[data-kind='error'] {
    color: ${tokens.color.danger};
  }
  &[data-kind='current'] {
    color: ${tokens.color.warning};
    font-weight: ${tokens.font.weight.medium};
  }
`;
