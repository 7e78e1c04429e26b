import { useId } from 'react';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export interface FileChooserProps {
  /** What the button says ("Pilih berkas", "Ganti logo"). */
  label: string;
  /** The types the browser's chooser offers first (the server decides by content all the same). */
  accept: string;
  disabled?: boolean;
  /** The id of the text that states the limits, read with the control. */
  describedBy?: string;
  /** On a phone, opens its camera at once instead of offering the gallery ('environment': the back camera). */
  capture?: 'environment' | 'user';
  /** secondary: beside the form's own primary action. */
  variant?: 'primary' | 'secondary';
  onChoose(file: File): void;
}

/**
 * A file input that looks like a button (the primary one unless asked): the native input stays in
 * the page, visually hidden, so the keyboard and screen readers reach the real control, and its
 * focus ring shows on the button. The same file chosen again after a refusal is offered again.
 */
export function FileChooser({ label, accept, disabled = false, describedBy, capture, variant = 'primary', onChoose }: FileChooserProps) {
  const id = useId();
  return (
    <Root data-disabled={disabled || undefined} data-variant={variant}>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        capture={capture}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </Root>
  );
}

const Root = styled.span`
  position: relative;
  display: inline-flex;
  label {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${tokens.space.lg};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.primary};
    color: ${tokens.color.primaryText};
    font-weight: ${tokens.font.weight.medium};
    cursor: pointer;
  }
  label:hover {
    background: ${tokens.color.primaryHover};
  }
  &[data-variant='secondary'] label {
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    border: 1px solid ${tokens.color.border};
  }
  &[data-variant='secondary'] label:hover {
    background: ${tokens.color.surfaceMuted};
  }
  &[data-disabled] label {
    opacity: 0.65;
    cursor: not-allowed;
  }
  &[data-disabled][data-variant='primary'] label {
    background: ${tokens.color.primary};
  }
  input:focus-visible + label {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;
