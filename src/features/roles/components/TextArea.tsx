import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../../../components/form/Field/FieldContext';
import { controlStyles } from '../../../components/form/controlStyles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text control wired to its Field like TextInput. (The toolkit has none yet; if a
 * second area needs one it moves to src/components/form.)
 */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <StyledTextArea rows={rows} {...useFieldControl(props)} />;
}

const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: 1.5;
`;
