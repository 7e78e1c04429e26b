import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/* Narrow (icon rail) applies from 992px up; below it the sidebar is an overlay drawer. */
export const WIDE = '(min-width: 992px)';

const hiddenLabel = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.backdrop};
  background: ${({ theme }) => theme.color.overlay};
`;

export const Root = styled.nav`
  --sidebar-w: ${({ theme }) => theme.layout.sidebarWidth};
  position: sticky;
  top: 0;
  flex: none;
  width: var(--sidebar-w);
  height: 100vh;
  z-index: ${({ theme }) => theme.z.sidebar};
  transition:
    margin-inline-start ${({ theme }) => theme.motion.normal} ease,
    width ${({ theme }) => theme.motion.normal} ease,
    visibility 0s;

  &[data-collapsed='true'] { --sidebar-w: ${({ theme }) => theme.layout.sidebarNarrowWidth}; }
  &[data-visible='false'] {
    margin-inline-start: calc(-1 * var(--sidebar-w));
    visibility: hidden;
    transition:
      margin-inline-start ${({ theme }) => theme.motion.normal} ease,
      visibility 0s ${({ theme }) => theme.motion.normal};
  }
  &[data-overlay='true'] {
    position: fixed;
    z-index: ${({ theme }) => theme.z.backdrop + 1};
    inset: 0 auto 0 0;
    margin: 0;
    max-width: 85vw;
    transform: none;
    transition: transform ${({ theme }) => theme.motion.normal} ease, visibility 0s;
  }
  &[data-overlay='true'][data-visible='false'] {
    transform: translateX(-100%);
    transition: transform ${({ theme }) => theme.motion.normal} ease, visibility 0s ${({ theme }) => theme.motion.normal};
  }
`;

/* In the icon rail the panel floats above the page and widens on hover or keyboard focus. */
export const Panel = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.sidebarBg};
  color: ${({ theme }) => theme.color.sidebarText};
  transition: width ${({ theme }) => theme.motion.normal} ease;

  :focus-visible { outline-color: ${({ theme }) => theme.color.sidebarText}; outline-offset: -2px; }

  [data-collapsed='true'] > & { width: var(--sidebar-w); overflow: hidden; }
  [data-collapsed='true']:is(:hover, :focus-within) > & {
    width: ${({ theme }) => theme.layout.sidebarWidth};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
  [data-collapsed='true']:not(:hover, :focus-within) > & {
    [data-label], [data-badge], [data-chevron] { ${hiddenLabel} }
    [data-sublist] { display: none; }
  }
`;

export const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
  height: ${({ theme }) => theme.layout.topbarHeight};
  padding: 0 20px;
  color: ${({ theme }) => theme.color.sidebarText};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-decoration: none;
  white-space: nowrap;
  border-bottom: 1px solid ${({ theme }) => theme.color.sidebarActiveBg};

  [data-short] { display: none; }
  [data-collapsed='true']:not(:hover, :focus-within) & {
    padding: 0;
    justify-content: center;
    [data-full] { ${hiddenLabel} }
    [data-short] { display: inline; }
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
`;

export const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.sidebarText};
  font: inherit;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  svg { flex: none; }
  [data-label] { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  &:hover { background: ${({ theme }) => theme.color.sidebarHoverBg}; }
`;

export const ItemLink = styled(NavLink)`
  ${row}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.sidebarActiveBg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.sidebarText};
  }
  [data-sublist] & { padding-inline-start: 52px; min-height: 38px; }
`;

export const GroupButton = styled.button`
  ${row}
  &[data-active='true'] { color: ${({ theme }) => theme.color.sidebarText}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  [data-chevron] { display: inline-flex; transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded='true'] [data-chevron] { transform: rotate(90deg); }
`;

export const Dot = styled.span`
  flex: none;
  width: 20px;
  display: inline-flex;
  justify-content: center;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.sidebarTextMuted};
  }
`;

export const SkeletonMenu = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space.sm} 0;
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 44px;
  padding: 0 20px;
  [data-skeleton] { background: ${({ theme }) => theme.color.sidebarActiveBg}; animation: none; }
`;

export const Toggler = styled.button`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex: none;
  height: 48px;
  padding: 0 20px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.sidebarActiveBg};
  background: transparent;
  color: ${({ theme }) => theme.color.sidebarTextMuted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.sidebarText}; background: ${({ theme }) => theme.color.sidebarHoverBg}; }
  [data-collapsed='true']:not(:hover, :focus-within) & { justify-content: center; padding: 0; }
  &[aria-pressed='true'] svg { transform: rotate(180deg); }
`;
