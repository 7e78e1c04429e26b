import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  z-index: ${tokens.z.dropdown};
  min-width: 200px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${tokens.space.xs} 0;
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.md};

  &[data-align='end'] { right: 0; }
  &[data-align='start'] { left: 0; }
`;

export const Header = styled.div`
  padding: ${tokens.space.xs} ${tokens.space.md};
  margin-bottom: ${tokens.space.xs};
  border-bottom: 1px solid ${tokens.color.border};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Separator = styled.li`
  height: 1px;
  margin: ${tokens.space.xs} 0;
  background: ${tokens.color.border};
`;

export const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  width: 100%;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 0;
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover, &:focus { background: ${tokens.color.surfaceMuted}; }
  &:focus-visible { outline-offset: -2px; }
  .check { display: inline-flex; width: 16px; color: ${tokens.color.primary}; }
`;
