import { matchPath } from 'react-router-dom';

export interface NamedRoute {
  path: string;
  name: string;
}
export interface Crumb {
  name: string;
  /** The path of this crumb; the last crumb is the current page. */
  pathname: string;
  active: boolean;
}

/**
 * Home, then one crumb per prefix of the path that matches a known route (parameters
 * included), like the original's breadcrumb: /users/data/removed → Data Pengguna → Data
 * Pengguna Nonaktif; /users/7/edit → Ubah Pengguna.
 */
export function buildBreadcrumbs(pathname: string, routes: readonly NamedRoute[]): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let prefix = '';
  for (const segment of segments) {
    prefix += `/${segment}`;
    const route = routes.find((candidate) => matchPath({ path: candidate.path, end: true }, prefix));
    if (route) crumbs.push({ name: route.name, pathname: prefix, active: false });
  }
  const last = crumbs.at(-1);
  if (last && last.pathname === normalise(pathname)) last.active = true;
  return crumbs;
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
