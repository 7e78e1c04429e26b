import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../../contract/permissions';
import type { RolePermissions } from '../../../../contract/roles';
import { ApiError } from '../../../lib/api/errors';
import { applyChanges, changesBetween, grantedOf, namesInOrder, refusedPermissions, sameSet } from './permission-changes';
import { groupByArea, type PermissionEntry } from './PermissionMatrix';

const data = (granted: string[]): RolePermissions => ({
  roleId: 6,
  roleName: 'Viewer',
  version: 1,
  permissions: PERMISSIONS.map((permission) => ({ ...permission, granted: granted.includes(permission.name) })),
});

describe('permission changes', () => {
  it('reads the granted names and compares selections as sets', () => {
    expect([...grantedOf(data(['read-users', 'read-dashboard']))]).toEqual(['read-dashboard', 'read-users']);
    expect(sameSet(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameSet(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });

  it('lists what was added and removed, and lays it over a newer starting point', () => {
    const changes = changesBetween(new Set(['read-dashboard', 'read-users']), new Set(['read-users', 'read-items']));
    expect(changes).toEqual({ added: ['read-items'], removed: ['read-dashboard'] });
    // Someone else granted read-fleets meanwhile: it stays, the user's changes apply on top.
    expect([...applyChanges(new Set(['read-dashboard', 'read-users', 'read-fleets']), changes)].sort()).toEqual(['read-fleets', 'read-items', 'read-users']);
  });

  it('sends the selection in the catalogue order whatever the click order', () => {
    expect(namesInOrder(data([]), new Set(['read-reports-outgoing-items', 'read-dashboard', 'read-users']))).toEqual([
      'read-dashboard',
      'read-users',
      'read-reports-outgoing-items',
    ]);
  });

  it('maps names.N UNKNOWN_PERMISSION back to the names that were sent', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { 'names.1': 'UNKNOWN_PERMISSION', 'names.7': 'UNKNOWN_PERMISSION', version: 'REQUIRED' });
    expect(refusedPermissions(error, ['read-dashboard', 'delete-everything'])).toEqual(['delete-everything']);
    expect(refusedPermissions(new Error('boom'), ['read-dashboard'])).toEqual([]);
  });
});

describe('groupByArea', () => {
  it('groups in PERMISSION_AREAS order and puts unknown areas last', () => {
    const extra: PermissionEntry = { name: 'audit-stock', area: 'audits' as PermissionEntry['area'], description: { id: 'Audit', en: 'Audit' }, granted: false };
    const groups = groupByArea([extra, ...[...data([]).permissions].reverse()]);
    expect(groups.map((group) => group.area)).toEqual(['dashboard', 'users', 'roles', 'customers', 'items', 'deliveryOrders', 'shipments', 'fleets', 'reports', 'lists', 'companyProfile', 'integrations', 'audits']);
    expect(groups.find((group) => group.area === 'roles')?.items).toHaveLength(7);
  });
});
