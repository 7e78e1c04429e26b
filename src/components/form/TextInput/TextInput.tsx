import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from '../controlStyles';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** React 19 passes refs as props; react-hook-form's register() needs it to focus errors. */
  ref?: Ref<HTMLInputElement>;
}

const Input = styled.input`
  ${controlStyles}
`;

/** A text input (text, email, search, number, tel…) that picks up its Field's label and errors. */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  return <Input type={type} {...useFieldControl(props)} />;
}
