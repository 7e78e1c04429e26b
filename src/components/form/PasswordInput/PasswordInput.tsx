import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from '../controlStyles';
import type { TextInputProps } from '../TextInput/TextInput';
import { theme as tokens } from '../../../theme/tokens';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/**
 * A password input with a show/hide button after it (under it when the row is narrow). The button
 * says what it will do; it has no pressed state, which would be read beside its changing words
 * ("Sembunyikan kata sandi, pressed").
 */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const [shown, setShown] = useState(false);
  const control = useFieldControl(props);
  return (
    <Row className={className}>
      <Input type={shown ? 'text' : 'password'} autoComplete="current-password" spellCheck={false} autoCapitalize="none" {...control} />
      <Toggle
        type="button"
        aria-controls={control.id}
        disabled={props.disabled}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('form.hidePassword') : t('form.showPassword')}
      </Toggle>
    </Row>
  );
}

/* On a phone's narrow form the toggle goes under the input, so the password keeps the full width. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: stretch;
`;

const Input = styled.input`
  ${controlStyles}
  flex: 1 1 12rem;
  min-width: 0;
`;

const Toggle = styled.button`
  flex: none;
  min-height: 38px;
  padding: 0 ${tokens.space.md};
  font: inherit;
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.medium};
  color: ${tokens.color.text};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${tokens.color.surfaceMuted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;
