import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

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
  z-index: ${tokens.z.backdrop};
  background: ${tokens.color.overlay};
`;

export const Root = styled.nav`
  --sidebar-w: ${tokens.layout.sidebarWidth};
  position: sticky;
  top: 0;
  flex: none;
  width: var(--sidebar-w);
  height: 100vh;
  z-index: ${tokens.z.sidebar};
  transition:
    margin-inline-start ${tokens.motion.normal} ease,
    width ${tokens.motion.normal} ease,
    visibility 0s;

  &[data-collapsed='true'] { --sidebar-w: ${tokens.layout.sidebarNarrowWidth}; }
  &[data-visible='false'] {
    margin-inline-start: calc(-1 * var(--sidebar-w));
    visibility: hidden;
    transition:
      margin-inline-start ${tokens.motion.normal} ease,
      visibility 0s ${tokens.motion.normal};
  }
  &[data-overlay='true'] {
    position: fixed;
    z-index: ${tokens.z.backdrop + 1};
    inset: 0 auto 0 0;
    margin: 0;
    max-width: 85vw;
    transform: none;
    transition: transform ${tokens.motion.normal} ease, visibility 0s;
  }
  &[data-overlay='true'][data-visible='false'] {
    transform: translateX(-100%);
    transition: transform ${tokens.motion.normal} ease, visibility 0s ${tokens.motion.normal};
  }
`;

/*
 * The icon rail stays as narrow as its place in the row: it never widens over the page (a widened
 * rail covered the page title and the top bar's menu button while the collapse button kept focus).
 * Labels stay the accessible names; a group opened from the rail widens the whole menu instead.
 */
export const Panel = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${tokens.color.sidebarBg};
  color: ${tokens.color.sidebarText};

  :focus-visible { outline-color: ${tokens.color.sidebarText}; outline-offset: -2px; }

  [data-collapsed='true'] > & {
    [data-label], [data-badge], [data-chevron] { ${hiddenLabel} }
    [data-sublist] { display: none; }
  }
`;

export const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  flex: none;
  height: ${tokens.layout.topbarHeight};
  padding: 0 20px;
  color: ${tokens.color.sidebarText};
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.08em;
  text-decoration: none;
  white-space: nowrap;
  border-bottom: 1px solid ${tokens.color.sidebarActiveBg};

  [data-short] { display: none; }
  [data-collapsed='true'] & {
    padding: 0;
    justify-content: center;
    [data-full] { ${hiddenLabel} }
    [data-short] { display: inline; }
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${tokens.space.sm} 0;
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
`;

export const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${tokens.space.xs};
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  width: 100%;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  background: transparent;
  color: ${tokens.color.sidebarText};
  font: inherit;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  svg { flex: none; }
  [data-label] { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
  &:hover { background: ${tokens.color.sidebarHoverBg}; }
`;

export const ItemLink = styled(NavLink)`
  ${row}
  &[aria-current='page'] {
    background: ${tokens.color.sidebarActiveBg};
    font-weight: ${tokens.font.weight.medium};
    box-shadow: inset 3px 0 0 ${tokens.color.sidebarText};
  }
  [data-sublist] & { padding-inline-start: 52px; min-height: 38px; }
`;

export const GroupButton = styled.button`
  ${row}
  &[data-active='true'] { color: ${tokens.color.sidebarText}; font-weight: ${tokens.font.weight.medium}; }
  [data-chevron] { display: inline-flex; transition: transform ${tokens.motion.fast}; }
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
    background: ${tokens.color.sidebarTextMuted};
  }
`;

export const SkeletonMenu = styled.div`
  flex: 1;
  padding: ${tokens.space.sm} 0;
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  height: 44px;
  padding: 0 20px;
  [data-skeleton] { background: ${tokens.color.sidebarActiveBg}; animation: none; }
`;

export const Toggler = styled.button`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex: none;
  height: 48px;
  padding: 0 20px;
  border: 0;
  border-top: 1px solid ${tokens.color.sidebarActiveBg};
  background: transparent;
  color: ${tokens.color.sidebarTextMuted};
  cursor: pointer;
  &:hover { color: ${tokens.color.sidebarText}; background: ${tokens.color.sidebarHoverBg}; }
  [data-collapsed='true'] & { justify-content: center; padding: 0; }
  &[aria-pressed='true'] svg { transform: rotate(180deg); }
`;
