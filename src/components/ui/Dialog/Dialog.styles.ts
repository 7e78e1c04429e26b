import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export const StyledDialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.lg};

  /* With every control disabled (a busy confirmation) the dialog itself holds focus; a ring
     around the whole box says nothing useful. */
  &:focus-visible { outline: none; }

  &::backdrop {
    background: ${tokens.color.overlay};
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.xl};

  &[data-has-tone='true'] { grid-template-columns: auto 1fr auto; }
`;

export const ToneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  &[data-tone='success'] { background: ${tokens.color.successBg}; color: ${tokens.color.success}; }
  &[data-tone='error'] { background: ${tokens.color.dangerBg}; color: ${tokens.color.danger}; }
  &[data-tone='warning'] { background: ${tokens.color.warningBg}; color: ${tokens.color.warning}; }
  &[data-tone='info'] { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.info}; }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  margin-top: ${tokens.space.sm};
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  align-self: start;
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: ${tokens.color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${tokens.color.surfaceMuted}; color: ${tokens.color.text}; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.xl};
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.surfaceMuted};
  border-radius: 0 0 ${tokens.radius.lg} ${tokens.radius.lg};
  /* A long text scrolls under the answers: they stay on screen wherever the dialog is scrolled. */
  position: sticky;
  bottom: 0;
`;

/** A failed confirmation's reason, under the dialog's text. */
export const ConfirmError = styled.span`
  display: block;
  margin-top: ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.dangerBg};
  color: ${tokens.color.danger};
`;
