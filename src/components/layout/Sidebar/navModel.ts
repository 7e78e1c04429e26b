import { matchPath } from 'react-router-dom';
import type { NavEntry, NavItem } from './Sidebar';

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0];

const itemContains = (item: NavItem, pathname: string) =>
  matchPath({ path: item.to, end: false }, pathname) !== null;

/**
 * The group holding the current page: one of its items matches, or every item shares the path's
 * first segment, so /users/12/edit (no menu item of its own) still opens "Pengguna".
 */
export function activeGroupId(entries: NavEntry[], pathname: string): string | undefined {
  const here = firstSegment(pathname);
  for (const entry of entries) {
    if (entry.kind !== 'group' || entry.items.length === 0) continue;
    if (entry.items.some((item) => itemContains(item, pathname))) return entry.id;
    const segments = new Set(entry.items.map((item) => firstSegment(item.to)));
    if (here && segments.size === 1 && segments.has(here)) return entry.id;
  }
  return undefined;
}

/** Arrow-key targets in order: items and group headers that are currently shown. */
export function visibleNavTargets(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-nav-target]')).filter(
    (element) => element.closest('[hidden]') === null,
  );
}
