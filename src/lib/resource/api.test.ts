import { describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { listKey, logsKey, recordKey, revalidateArea } from './api';

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
