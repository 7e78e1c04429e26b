import { describe, expect, it } from 'vitest';
import { fieldChangesOf, stableJson } from '../../../../contract/change-log';
import { readableChanges, type ChangeLogEntry } from './diff';

/** An entry as the API answers it (`changes` from the contract's one diff), then worded. */
const diffEntry = (entry: Pick<ChangeLogEntry, 'action' | 'before' | 'after'>, ignore?: readonly string[]) =>
  readableChanges({ ...entry, changes: fieldChangesOf(entry.before, entry.after) }, ignore);

describe('the API\'s changes, worded', () => {
  it('lists only the changed fields of an update, ignoring bookkeeping', () => {
    const changes = diffEntry({
      action: 'UPDATE',
      before: { id: 1, name: 'Budi', email: 'budi@laju.id', version: 3, updatedAt: 'a', roleId: 2 },
      after: { id: 1, name: 'Budi Santoso', email: 'budi@laju.id', version: 4, updatedAt: 'b', roleId: 3 },
    });
    expect(changes).toEqual([
      { kind: 'changed', field: 'name', before: 'Budi', after: 'Budi Santoso' },
      { kind: 'changed', field: 'roleId', before: 2, after: 3 },
    ]);
  });

  it('shows a new record by its starting values, without empty ones', () => {
    expect(diffEntry({ action: 'CREATE', before: null, after: { id: 9, username: 'sari', email: null, notes: '', tags: [] } })).toEqual([
      { kind: 'set', field: 'username', value: 'sari' },
    ]);
  });

  it('shows deactivation and restore as the status change', () => {
    const changes = diffEntry({
      action: 'DELETE',
      before: { active: true, deactivatedAt: null, name: 'Budi' },
      after: { active: false, deactivatedAt: '2026-11-21T07:05:00Z', name: 'Budi' },
    });
    expect(changes.map((change) => change.field)).toEqual(['active', 'deactivatedAt']);
  });

  it('turns lists of plain values into added and removed', () => {
    const [change] = diffEntry({
      action: 'UPDATE',
      before: { permissions: ['read-users', 'create-users'] },
      after: { permissions: ['read-users', 'update-users', 'read-roles'] },
    });
    expect(change).toEqual({ kind: 'list', field: 'permissions', added: ['update-users', 'read-roles'], removed: ['create-users'] });
  });

  it('treats null, empty string and an empty list as the same nothing', () => {
    expect(diffEntry({ action: 'UPDATE', before: { email: null, tags: [] }, after: { email: '', tags: null } })).toEqual([]);
  });

  it('compares nested values by content, not key order', () => {
    expect(
      diffEntry({ action: 'UPDATE', before: { address: { city: 'Bekasi', street: 'Jl. A' } }, after: { address: { street: 'Jl. A', city: 'Bekasi' } } }),
    ).toEqual([]);
    expect(diffEntry({ action: 'UPDATE', before: { lines: [{ itemId: 1, qty: 2 }] }, after: { lines: [{ itemId: 1, qty: 3 }] } })).toEqual([
      { kind: 'changed', field: 'lines', before: [{ itemId: 1, qty: 2 }], after: [{ itemId: 1, qty: 3 }] },
    ]);
  });

  it('shows a field the record gained as a value set, and a field present on both sides as a change', () => {
    expect(
      diffEntry({
        action: 'UPDATE',
        before: { username: 'budi', email: null },
        after: { username: 'budi', email: 'budi@laju.test', credential: 'CHANGED' },
      }),
    ).toEqual([
      { kind: 'changed', field: 'email', before: null, after: 'budi@laju.test' },
      { kind: 'set', field: 'credential', value: 'CHANGED' },
    ]);
  });

  it('has nothing to show for a removed record', () => {
    expect(diffEntry({ action: 'DELETE', before: { name: 'x' }, after: null })).toEqual([]);
  });

  it('honours a custom ignore list', () => {
    expect(diffEntry({ action: 'UPDATE', before: { a: 1, b: 1 }, after: { a: 2, b: 2 } }, ['a'])).toEqual([
      { kind: 'changed', field: 'b', before: 1, after: 2 },
    ]);
  });
});

describe('contract stableJson', () => {
  it('sorts keys and drops undefined', () => {
    expect(stableJson({ b: 1, a: { d: undefined, c: [1, 'x'] } })).toBe('{"a":{"c":[1,"x"]},"b":1}');
  });
});

describe('contract fieldChangesOf: the one diff the server and the mock answer with', () => {
  it('lists changed fields in the record\'s order, without bookkeeping, nested values by content', () => {
    expect(fieldChangesOf({ id: 1, name: 'a', email: null, version: 1 }, { id: 1, name: 'b', email: '', version: 2 })).toEqual([
      { field: 'name', before: 'a', after: 'b' },
    ]);
    expect(fieldChangesOf({ address: { city: 'Bekasi', street: 'Jl. A' } }, { address: { street: 'Jl. A', city: 'Bekasi' } })).toEqual([]);
    expect(fieldChangesOf(null, { id: 3, username: 'u', roles: ['x'] })).toEqual([
      { field: 'username', before: null, after: 'u' },
      { field: 'roles', before: null, after: ['x'] },
    ]);
  });
});
