import { css } from 'styled-components';
import { theme as tokens } from '../../theme/tokens';

/** The look every text-like control shares: inputs, selects, the picker's input. */
export const controlStyles = css`
  width: 100%;
  min-height: 38px;
  padding: 7px 12px;
  font: inherit;
  color: ${tokens.color.text};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  transition: border-color ${tokens.motion.fast};

  &::placeholder {
    color: ${tokens.color.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${tokens.color.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 0;
    border-color: ${tokens.color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textMuted};
  }
`;
