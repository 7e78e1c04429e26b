import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { NavEntry } from '../../components/layout/Sidebar/Sidebar';
import { filterMenu, hasAll, type MenuItemDef } from '../../lib/access/access';
import { useAccess } from '../../lib/access/AccessContext';
import { buildBreadcrumbs } from '../../lib/breadcrumbs';
import type { RouteDef } from '../../lib/routes/define';
import { MENU, ROUTES, routeByPath, type MenuExtra } from '../../lib/routes/routes';

/** The matched route's definition: signed-in routes carry their path as route id. */
export function useCurrentRoute(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const route = routeByPath.get(matches[i]!.id);
    if (route) return route;
  }
  return undefined;
}

/** The sidebar entries the user may see, translated, computed once per permission answer. */
export function useMenuEntries(): NavEntry[] {
  const { permissions } = useAccess();
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const toItem = (item: MenuItemDef<MenuExtra>) => ({
      id: item.id,
      to: item.to,
      label: t(`menu.${item.extra?.label ?? item.id}`),
      ...(item.extra?.icon ? { icon: item.extra.icon } : {}),
      ...(item.extra?.badge ? { badge: { text: t('menu.badgeNew'), tone: 'info' as const } } : {}),
    });
    return filterMenu(MENU, permissions).map((entry): NavEntry =>
      entry.kind === 'item'
        ? { kind: 'item', ...toItem(entry) }
        : {
            kind: 'group',
            id: entry.id,
            label: t(`menu.${entry.extra?.label ?? entry.id}`),
            icon: entry.extra?.icon ?? 'dashboard',
            items: entry.items.map(toItem),
          },
    );
    // i18n.language: labels follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [permissions, t, i18n.language]);
}

export function useBreadcrumbs() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return useMemo(() => {
    // Matched against the route table's page-name keys; only the crumbs shown are translated (the
    // whole table's 44 names were translated on every render of the layout).
    const crumbs = buildBreadcrumbs(pathname, ROUTES).filter((crumb) => crumb.pathname !== '/');
    return [
      { label: t('home'), ...(crumbs.length > 0 ? { to: '/' } : {}) },
      ...crumbs.map((crumb) => ({ label: t(`routes.${crumb.name}`), ...(crumb.active ? {} : { to: crumb.pathname }) })),
    ];
  }, [pathname, t]);
}

export function useRouteAllowed(route: RouteDef | undefined): boolean {
  const { permissions } = useAccess();
  return route ? hasAll(permissions, route.permissions) : true;
}
