import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';

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
  gap: ${({ theme }) => theme.space.md};
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};

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
  border-radius: ${({ theme }) => theme.radius.pill};
  /* textMuted keeps the off track at 3:1 against the surface (non-text contrast). */
  background: ${({ theme }) => theme.color.textMuted};
  cursor: inherit;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:checked { background: ${({ theme }) => theme.color.primary}; }
  &:checked::before { transform: translateX(16px); }
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
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
