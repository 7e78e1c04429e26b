import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../ui/Badge/Badge';
import { Icon, type IconName } from '../../ui/Icon/Icon';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { activeGroupId, visibleNavTargets } from './navModel';
import {
  Backdrop, Brand, Dot, GroupButton, ItemLink, List, Panel, Root, SkeletonMenu, SkeletonRow, SubList, Toggler, WIDE,
} from './Sidebar.styles';
import { useMediaQuery } from './useMediaQuery';

export type NavItem = {
  id: string;
  label: string;
  to: string;
  icon?: IconName;
  badge?: { text: string; tone?: BadgeTone };
};
export type NavGroup = { id: string; label: string; icon: IconName; items: NavItem[] };
export type NavEntry = ({ kind: 'item' } & NavItem) | ({ kind: 'group' } & NavGroup);

export interface SidebarProps {
  brand: { name: string; short: string; href: string };
  entries: NavEntry[];
  /** While permissions load: a skeleton menu, never an empty or "denied" one. */
  loading: boolean;
  visible: boolean;
  /** The icon rail (wide screens only): icons alone, never widening over the page. */
  narrow: boolean;
  onToggleNarrow: () => void;
  /** Below 992px the sidebar overlays the page; the backdrop, Escape and choosing a page hide it. */
  onHide: () => void;
}

/**
 * The main menu. It sits in the page's flex row (sticky, full height) from 992px up and becomes
 * an overlay drawer below. Keyboard: Tab reaches it; ↑/↓, Home and End move between entries;
 * → or Enter opens a group (→ again enters it); ← closes the group or returns to its header.
 */
export function Sidebar({ brand, entries, loading, visible, narrow, onToggleNarrow, onHide }: SidebarProps) {
  const { t } = useTranslation('ui');
  const wide = useMediaQuery(WIDE);
  const overlay = !wide;
  const collapsed = narrow && wide;
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  // A phone starts with the drawer closed (hidden and inert): its entries are rendered the first
  // time it opens, not on every page load (decision 267). Once rendered, they stay.
  const menuShown = visible || !overlay;
  const [menuRendered, setMenuRendered] = useState(menuShown);
  if (menuShown && !menuRendered) setMenuRendered(true);

  const activeGroup = activeGroupId(entries, pathname);
  const [groups, setGroups] = useState(() => ({ active: activeGroup, open: new Set(activeGroup ? [activeGroup] : []) }));
  // Derived during render (not in an effect): a newly active group opens in the same paint.
  if (groups.active !== activeGroup) {
    setGroups({ active: activeGroup, open: activeGroup ? new Set([...groups.open, activeGroup]) : groups.open });
  }
  const setOpen = (id: string, open: boolean) =>
    setGroups((state) => {
      const next = new Set(state.open);
      if (open) next.add(id);
      else next.delete(id);
      return { ...state, open: next };
    });

  // Listening from the commit that shows the drawer (a layout effect), not from a passive effect
  // React runs a task later: an Escape pressed right after the drawer opened was otherwise lost
  // (the built Storybook's MobileOverlay story pressed it in that gap every time).
  useLayoutEffect(() => {
    if (!overlay || !visible) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Menus and dialogs that handled Escape themselves mark it; leave those alone.
      if (event.key === 'Escape' && !event.defaultPrevented) onHide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay, visible, onHide]);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!navRef.current || !target.hasAttribute('data-nav-target')) return;
    const targets = visibleNavTargets(navRef.current);
    const index = targets.indexOf(target);
    const groupId = target.getAttribute('data-group');
    const parentId = target.getAttribute('data-parent');
    const focus = (element: HTMLElement | undefined) => {
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focus(targets[index + 1]);
      case 'ArrowUp':
        return focus(targets[index - 1]);
      case 'Home':
        return focus(targets[0]);
      case 'End':
        return focus(targets.at(-1));
      case 'ArrowRight':
        if (!groupId) return;
        event.preventDefault();
        if (collapsed) return openFromRail(groupId);
        if (groups.open.has(groupId)) return focus(targets[index + 1]);
        return setOpen(groupId, true);
      case 'ArrowLeft':
        if (groupId && groups.open.has(groupId)) {
          event.preventDefault();
          return setOpen(groupId, false);
        }
        if (parentId) {
          setOpen(parentId, false);
          return focus(targets.find((element) => element.getAttribute('data-group') === parentId));
        }
        return;
    }
  };

  // The rail has no room for a group's pages: opening one widens the menu, in the page's row.
  const openFromRail = (groupId: string) => {
    setOpen(groupId, true);
    onToggleNarrow();
  };
  // The drawer covers the page: once a page is chosen there is nothing more to do in it.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (overlay && (event.target as Element).closest('a[href]')) onHide();
  };
  // The rail's labels are read by assistive technology; a pointer gets them as tooltips.
  const railTitle = (text: string) => (collapsed ? text : undefined);

  const label = (text: string) => <span data-label="">{text}</span>;
  const itemContent = (item: NavItem, nested: boolean) => (
    <>
      {item.icon ? <Icon name={item.icon} /> : nested ? null : <Dot aria-hidden="true" />}
      {label(item.label)}
      {item.badge && (
        <Badge data-badge="" tone={item.badge.tone ?? 'info'}>
          {item.badge.text}
        </Badge>
      )}
    </>
  );

  return (
    <>
      {overlay && visible && <Backdrop aria-hidden="true" data-sidebar-backdrop="" onClick={onHide} />}
      <Root
        ref={navRef}
        aria-label={t('sidebar.label')}
        aria-busy={loading || undefined}
        data-visible={visible}
        data-collapsed={collapsed}
        data-overlay={overlay}
        inert={!visible}
        onKeyDown={onNavKeyDown}
        onClick={onNavClick}
      >
        <Panel>
          <Brand to={brand.href}>
            <span data-full="">{brand.name}</span>
            <span data-short="" aria-hidden="true">
              {brand.short}
            </span>
          </Brand>
          {!menuRendered ? null : loading ? (
            <SkeletonMenu>
              <p className="visually-hidden" role="status">
                {t('sidebar.loading')}
              </p>
              {[70, 55, 80, 60, 65, 50].map((width, index) => (
                <SkeletonRow key={index} aria-hidden="true">
                  <Skeleton shape="circle" width={20} height={20} />
                  <Skeleton width={`${width}%`} />
                </SkeletonRow>
              ))}
            </SkeletonMenu>
          ) : (
            <List>
              {entries.map((entry) => {
                if (entry.kind === 'item') {
                  return (
                    <li key={entry.id}>
                      <ItemLink to={entry.to} end data-nav-target="" title={railTitle(entry.label)}>
                        {itemContent(entry, false)}
                      </ItemLink>
                    </li>
                  );
                }
                const open = groups.open.has(entry.id);
                const listId = `${baseId}-${entry.id}`;
                return (
                  <li key={entry.id}>
                    <GroupButton
                      type="button"
                      aria-expanded={open}
                      aria-controls={listId}
                      data-active={activeGroup === entry.id}
                      data-nav-target=""
                      data-group={entry.id}
                      title={railTitle(entry.label)}
                      onClick={() => (collapsed ? openFromRail(entry.id) : setOpen(entry.id, !open))}
                    >
                      <Icon name={entry.icon} />
                      {label(entry.label)}
                      <span data-chevron="" aria-hidden="true">
                        <Icon name="chevron-right" size={16} />
                      </span>
                    </GroupButton>
                    <SubList id={listId} data-sublist="" hidden={!open}>
                      {entry.items.map((item) => (
                        <li key={item.id}>
                          <ItemLink to={item.to} end data-nav-target="" data-parent={entry.id}>
                            {itemContent(item, true)}
                          </ItemLink>
                        </li>
                      ))}
                    </SubList>
                  </li>
                );
              })}
            </List>
          )}
          {wide && (
            <Toggler type="button" aria-label={t('sidebar.narrow')} aria-pressed={narrow} onClick={onToggleNarrow}>
              <Icon name="chevron-left" />
            </Toggler>
          )}
        </Panel>
      </Root>
    </>
  );
}
