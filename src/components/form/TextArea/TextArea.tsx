import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from '../controlStyles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text control wired to its Field like TextInput: addresses, notes, descriptions. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <StyledTextArea rows={rows} {...useFieldControl(props)} />;
}

const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: 1.5;
`;
