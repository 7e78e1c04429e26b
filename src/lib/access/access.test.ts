import { describe, expect, it } from 'vitest';
import { filterMenu, hasAll, hasAny, toPermissionSet, type MenuDef } from './access';

describe('hasAll', () => {
  const granted = toPermissionSet(['read-users', 'read-roles']);
  it('grants when every required permission is held', () => {
    expect(hasAll(granted, ['read-users', 'read-roles'])).toBe(true);
  });
  it('refuses when any one is missing', () => {
    expect(hasAll(granted, ['read-users', 'create-user'])).toBe(false);
  });
  it('asks only for names of the catalogue: a typo fails typecheck', () => {
    // @ts-expect-error 'update-usr' is not a permission of contract/permissions.ts
    expect(hasAll(granted, ['update-usr'])).toBe(false);
  });
  it('grants an empty requirement (profile, settings)', () => {
    expect(hasAll(toPermissionSet([]), [])).toBe(true);
  });
});

describe('hasAny', () => {
  it('needs at least one of the candidates', () => {
    expect(hasAny(toPermissionSet(['read-roles']), ['read-users', 'read-roles'])).toBe(true);
    expect(hasAny(toPermissionSet(['read-items']), ['read-users', 'read-roles'])).toBe(false);
  });
  it('grants nothing for an empty candidate list', () => {
    expect(hasAny(toPermissionSet(['read-users']), [])).toBe(false);
  });
});

describe('filterMenu', () => {
  const menu: MenuDef[] = [
    { kind: 'item', id: 'dashboard', to: '/dashboard', permissions: ['read-dashboard'] },
    {
      kind: 'group',
      id: 'users',
      items: [
        { kind: 'item', id: 'users-data', to: '/users/data', permissions: ['read-users'] },
        { kind: 'item', id: 'users-new', to: '/users/new', permissions: ['create-user', 'read-roles'] },
      ],
    },
    { kind: 'group', id: 'empty', items: [] },
  ];

  it('keeps a group with only the items whose permissions are all held', () => {
    const visible = filterMenu(menu, toPermissionSet(['read-users', 'create-user']));
    expect(visible).toEqual([
      { kind: 'group', id: 'users', items: [{ kind: 'item', id: 'users-data', to: '/users/data', permissions: ['read-users'] }] },
    ]);
  });

  it('drops a group none of whose items shows, and never shows an empty group', () => {
    const visible = filterMenu(menu, toPermissionSet(['read-dashboard']));
    expect(visible.map((entry) => entry.id)).toEqual(['dashboard']);
  });

  it('shows nothing to a user without permissions', () => {
    expect(filterMenu(menu, toPermissionSet([]))).toEqual([]);
  });
});
