import styled, { css } from 'styled-components';

export const StyledDialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  /* With every control disabled (a busy confirmation) the dialog itself holds focus; a ring
     around the whole box says nothing useful. */
  &:focus-visible { outline: none; }

  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};

  &[data-has-tone='true'] { grid-template-columns: auto 1fr auto; }
`;

export const ToneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  ${({ theme }) => css`
    &[data-tone='success'] { background: ${theme.color.successBg}; color: ${theme.color.success}; }
    &[data-tone='error'] { background: ${theme.color.dangerBg}; color: ${theme.color.danger}; }
    &[data-tone='warning'] { background: ${theme.color.warningBg}; color: ${theme.color.warning}; }
    &[data-tone='info'] { background: ${theme.color.surfaceMuted}; color: ${theme.color.info}; }
  `}
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  align-self: start;
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.surfaceMuted}; color: ${({ theme }) => theme.color.text}; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => `0 0 ${theme.radius.lg} ${theme.radius.lg}`};
  /* A long text scrolls under the answers: they stay on screen wherever the dialog is scrolled. */
  position: sticky;
  bottom: 0;
`;
