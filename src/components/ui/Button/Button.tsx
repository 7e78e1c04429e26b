import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type FocusEvent } from 'react';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a busy state and blocks clicks, e.g. while a form saves. */
  busy?: boolean;
}

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  border: 1px solid transparent;
  border-radius: ${tokens.radius.md};
  font: inherit;
  font-weight: ${tokens.font.weight.medium};
  cursor: pointer;
  transition: background-color ${tokens.motion.fast}, border-color ${tokens.motion.fast};
  padding: 8px 16px;
  min-height: 36px;

  &[data-size='sm'] {
    padding: 4px 10px;
    min-height: 28px;
    font-size: ${tokens.font.size.xs};
  }
  &:disabled,
  &[aria-busy='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }
  &[data-variant='primary'] {
    background: ${tokens.color.primary};
    color: ${tokens.color.primaryText};
    &:hover:not(:disabled) { background: ${tokens.color.primaryHover}; }
  }
  &[data-variant='secondary'] {
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    border-color: ${tokens.color.border};
    &:hover:not(:disabled) { background: ${tokens.color.surfaceMuted}; }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) { background: ${tokens.color.surfaceMuted}; }
  }
  &[data-variant='danger'] {
    background: ${tokens.color.danger};
    color: ${tokens.color.textInverse};
  }
`;

/**
 * A busy button is disabled, and Chromium moves the focus of a disabled button to the page: at its
 * next frame with a blur event (Chromium 156), or within the very commit that disables it and
 * without one (150). A button that held the focus when it became busy takes it back when the work
 * ends, unless something else took it meanwhile: keyboard users stay where they were, and the
 * result never depends on timing or the browser's version (decision 117). Whether it holds the
 * focus is followed by its own focus and blur events, so a silent move does not count as leaving.
 */
export function Button({ variant = 'primary', size = 'md', busy = false, type = 'button', disabled, onBlur, onFocus, ...rest }: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const hasFocus = useRef(false);
  const heldFocus = useRef(false);
  useLayoutEffect(() => {
    const button = ref.current;
    if (!button) return;
    if (busy) {
      heldFocus.current ||= hasFocus.current || document.activeElement === button;
      return;
    }
    if (!heldFocus.current) return;
    heldFocus.current = false;
    const active = document.activeElement;
    if (!button.disabled && (active === null || active === document.body || active === button)) {
      button.focus({ preventScroll: true });
    }
  }, [busy]);
  const focus = (event: FocusEvent<HTMLButtonElement>) => {
    hasFocus.current = true;
    onFocus?.(event);
  };
  const blur = (event: FocusEvent<HTMLButtonElement>) => {
    // Disabled (by busy or otherwise) and to nowhere: the browser took the focus, not the user.
    if (!(event.currentTarget.disabled && event.relatedTarget === null)) hasFocus.current = false;
    onBlur?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onFocus={focus}
      onBlur={blur}
      {...rest}
    />
  );
}
