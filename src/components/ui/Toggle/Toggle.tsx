import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export interface ToggleProps {
  label: string;
  /** Controlled state; leave undefined and use defaultChecked for an uncontrolled switch. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const Root = styled.div`
  display: grid;
  gap: 2px;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  cursor: pointer;
  color: ${tokens.color.text};

  &:has(input:disabled) { cursor: not-allowed; opacity: 0.65; }
`;

/** A native checkbox with role="switch": forms, labels and Space work without extra code. */
const Switch = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 36px;
  height: 20px;
  margin: 0;
  border-radius: ${tokens.radius.pill};
  /* textMuted keeps the off track at 3:1 against the surface (non-text contrast). */
  background: ${tokens.color.textMuted};
  cursor: inherit;
  transition: background-color ${tokens.motion.fast};

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${tokens.color.surface};
    transition: transform ${tokens.motion.fast};
  }
  &:checked { background: ${tokens.color.primary}; }
  &:checked::before { transform: translateX(16px); }
`;

const Description = styled.span`
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
`;

export function Toggle({ label, description, onChange, className, id, ...input }: ToggleProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <Root className={className}>
      <Label htmlFor={inputId}>
        <span>{label}</span>
        <Switch
          {...input}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.checked)}
        />
      </Label>
      {description && <Description id={descriptionId}>{description}</Description>}
    </Root>
  );
}
