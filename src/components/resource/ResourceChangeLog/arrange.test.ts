import { describe, expect, it } from 'vitest';
import { arrangeEntries } from './arrange';

const entry = (changes: { field: string; before?: unknown; after?: unknown }[]) => ({ changes });

describe('arrangeEntries', () => {
  it('puts the named fields first, in the given order, and keeps the others after them in the API order', () => {
    const [arranged] = arrangeEntries([entry([{ field: 'status' }, { field: 'notes' }, { field: 'username' }, { field: 'extra' }, { field: 'email' }])], {
      fieldOrder: ['username', 'name', 'email', 'status'],
    });
    expect(arranged!.changes.map((change) => change.field)).toEqual(['username', 'email', 'status', 'notes', 'extra']);
  });

  it('reads a listed value in its catalogue order, before and after, and leaves other fields alone', () => {
    const [arranged] = arrangeEntries(
      [entry([{ field: 'permissions', before: ['c', 'x', 'a'], after: ['b', 'a'] }, { field: 'name', before: ['c', 'a'], after: 'z' }])],
      { valueOrder: { permissions: ['a', 'b', 'c'] } },
    );
    expect(arranged!.changes).toEqual([
      { field: 'permissions', before: ['a', 'c', 'x'], after: ['a', 'b'] },
      { field: 'name', before: ['c', 'a'], after: 'z' },
    ]);
  });

  it('returns the entries unchanged, as a new array, when nothing is to be arranged', () => {
    const entries = [entry([{ field: 'b' }, { field: 'a' }])];
    const arranged = arrangeEntries(entries, {});
    expect(arranged).toEqual(entries);
    expect(arranged).not.toBe(entries);
  });

  it('does not change the entries it was given', () => {
    const entries = [entry([{ field: 'b' }, { field: 'a', after: ['y', 'x'] }])];
    arrangeEntries(entries, { fieldOrder: ['a', 'b'], valueOrder: { a: ['x', 'y'] } });
    expect(entries[0]!.changes).toEqual([{ field: 'b' }, { field: 'a', after: ['y', 'x'] }]);
  });
});
