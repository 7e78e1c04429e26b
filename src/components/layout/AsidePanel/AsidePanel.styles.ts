import styled from 'styled-components';

export const Root = styled.aside`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${({ theme }) => theme.z.aside};
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.layout.asideWidth}, 100vw);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-left: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translateX(100%);
  visibility: hidden;
  /* Hidden only after the slide, so closing animates too. */
  transition:
    transform ${({ theme }) => theme.motion.normal} ease,
    visibility 0s ${({ theme }) => theme.motion.normal};

  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform ${({ theme }) => theme.motion.normal} ease, visibility 0s;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex: none;
  height: ${({ theme }) => theme.layout.topbarHeight};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  padding: 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceMuted}; }
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &:first-child { margin-top: 0; }
`;

export const Entries = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  li[data-unread='true'] { border-left-color: ${({ theme }) => theme.color.warning}; }
  time, .meta { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.xs}; }
  .subject { grid-column: 2; }
  .title { grid-column: 2; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  .meta { grid-column: 2; display: flex; align-items: center; gap: 4px; }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
