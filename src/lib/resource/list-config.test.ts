import { describe, expect, it } from 'vitest';
import { CUSTOMERS, FLEETS } from '../../../contract/areas';
import { parseListState, serializeListState } from '../list-state/list-state';
import { listConfigOf } from './list-config';

describe('listConfigOf', () => {
  it("sorts by the declaration's default and allows only its sort fields", () => {
    const config = listConfigOf(CUSTOMERS.list);
    expect(config).toEqual({ sortFields: ['name', 'createdAt', 'updatedAt'], defaultSort: { field: 'name', direction: 'asc' } });
    expect(parseListState(new URLSearchParams('sort=-updatedAt'), config).sort).toEqual({ field: 'updatedAt', direction: 'desc' });
    expect(parseListState(new URLSearchParams('sort=phone'), config).sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('reads a descending default sort and keeps the filters the area gives', () => {
    const config = listConfigOf({ ...FLEETS.list, defaultSort: '-capacityKg' }, { status: { kind: 'enum', values: ['active', 'inactive'] } });
    expect(config.defaultSort).toEqual({ field: 'capacityKg', direction: 'desc' });
    const state = parseListState(new URLSearchParams('status=inactive&status=gone'), config);
    expect(serializeListState(state, config).toString()).toBe('status=inactive');
  });
});
