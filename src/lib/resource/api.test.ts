import { describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { FLEETS, ITEMS } from '../../../contract/areas';
import { listKey, logsKey, recordKey, resourceApi, revalidateArea } from './api';

describe('revalidateArea', () => {
  it("matches every list, record and log key of the area and nothing of another", async () => {
    let matcher: ((key: unknown) => boolean) | undefined;
    const mutate = vi.fn((filter: (key: unknown) => boolean) => {
      matcher = filter;
      return Promise.resolve([]);
    }) as unknown as ScopedMutator;
    await revalidateArea(mutate, '/api/items');
    expect(matcher?.(listKey('/api/items', 'page=1'))).toBe(true);
    expect(matcher?.(recordKey('/api/items', 7))).toBe(true);
    expect(matcher?.(logsKey('/api/items', 'page=1&id=7'))).toBe(true);
    expect(matcher?.(listKey('/api/items-archive', 'page=1'))).toBe(false);
    expect(matcher?.(recordKey('/api/fleets', 7))).toBe(false);
    expect(matcher?.('/api/items')).toBe(false);
  });
});

describe('resourceApi', () => {
  it("builds the kit's keys from the declaration's path, so its writes revalidate them", async () => {
    const items = resourceApi(ITEMS);
    expect(items.path).toBe('/api/items');
    expect(items.listKey('page=1')).toEqual(listKey('/api/items', 'page=1'));
    expect(items.recordKey(7)).toEqual(recordKey('/api/items', 7));
    expect(items.logsKey('id=7')).toEqual(logsKey('/api/items', 'id=7'));
    let matcher: ((key: unknown) => boolean) | undefined;
    const mutate = vi.fn((filter: (key: unknown) => boolean) => {
      matcher = filter;
      return Promise.resolve([]);
    }) as unknown as ScopedMutator;
    await items.revalidate(mutate);
    expect([items.listKey('page=1'), items.recordKey(7), items.logsKey('id=7')].every((key) => matcher?.(key))).toBe(true);
    expect(matcher?.(resourceApi(FLEETS).recordKey(7))).toBe(false);
  });
});
