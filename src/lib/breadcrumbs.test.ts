import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs';

const routes = [
  { path: '/dashboard', name: 'Dashboard' },
  { path: '/users/data', name: 'Data Pengguna' },
  { path: '/users/data/removed', name: 'Data Pengguna Nonaktif' },
  { path: '/users/:userId/edit', name: 'Ubah Pengguna' },
  { path: '/users/:userId/detail', name: 'Detail Pengguna' },
];

describe('buildBreadcrumbs', () => {
  it('follows every prefix that is a known route', () => {
    expect(buildBreadcrumbs('/users/data/removed', routes)).toEqual([
      { name: 'Data Pengguna', pathname: '/users/data', active: false },
      { name: 'Data Pengguna Nonaktif', pathname: '/users/data/removed', active: true },
    ]);
  });

  it('matches routes with parameters and skips prefixes that are not routes', () => {
    expect(buildBreadcrumbs('/users/42/edit', routes)).toEqual([
      { name: 'Ubah Pengguna', pathname: '/users/42/edit', active: true },
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(buildBreadcrumbs('/dashboard/', routes)).toEqual([{ name: 'Dashboard', pathname: '/dashboard', active: true }]);
  });

  it('gives no crumbs for the root or an unknown path', () => {
    expect(buildBreadcrumbs('/', routes)).toEqual([]);
    expect(buildBreadcrumbs('/nope/deeper', routes)).toEqual([]);
  });
});
