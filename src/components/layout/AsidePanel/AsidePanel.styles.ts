import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export const Root = styled.aside`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: ${tokens.z.aside};
  display: flex;
  flex-direction: column;
  width: min(${tokens.layout.asideWidth}, 100vw);
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border-left: 1px solid ${tokens.color.border};
  box-shadow: ${tokens.shadow.lg};
  transform: translateX(100%);
  visibility: hidden;
  /* Hidden only after the slide, so closing animates too. */
  transition:
    transform ${tokens.motion.normal} ease,
    visibility 0s ${tokens.motion.normal};

  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform ${tokens.motion.normal} ease, visibility 0s;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex: none;
  height: ${tokens.layout.topbarHeight};
  padding: 0 ${tokens.space.sm};
  border-bottom: 1px solid ${tokens.color.border};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  padding: 8px;
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${tokens.color.surfaceMuted}; }
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 ${tokens.space.lg};
`;

export const SectionTitle = styled.h2`
  margin: ${tokens.space.md} 0 ${tokens.space.sm};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &:first-child { margin-top: 0; }
`;

export const Entries = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px ${tokens.space.md};
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-left: 3px solid ${tokens.color.primary};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surfaceMuted};
  }
  li[data-unread='true'] { border-left-color: ${tokens.color.warning}; }
  time, .meta { color: ${tokens.color.textMuted}; font-size: ${tokens.font.size.xs}; }
  .subject { grid-column: 2; }
  .title { grid-column: 2; font-weight: ${tokens.font.weight.medium}; }
  .meta { grid-column: 2; display: flex; align-items: center; gap: 4px; }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  margin-bottom: ${tokens.space.xl};
`;
