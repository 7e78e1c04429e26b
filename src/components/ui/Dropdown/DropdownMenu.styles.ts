import styled from 'styled-components';

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: 200px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[data-align='end'] { right: 0; }
  &[data-align='start'] { left: 0; }
`;

export const Header = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
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
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.color.border};
`;

export const Item = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover, &:focus { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &:focus-visible { outline-offset: -2px; }
  .check { display: inline-flex; width: 16px; color: ${({ theme }) => theme.color.primary}; }
`;
