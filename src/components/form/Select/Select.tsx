import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from '../controlStyles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** An empty first choice ("Semua peran", "Pilih…"); its value is ''. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The native select, styled: keyboard, type-ahead and mobile pickers come for free. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <StyledSelect {...useFieldControl(props)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
}

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  cursor: pointer;
  /* The chevron is drawn with two gradients so it follows the text colour in both themes. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;
