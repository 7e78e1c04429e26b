import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { SearchCounts, USERS_CHANGED } from '../services/search-counts';

/** A database that only carries broadcasts, as both drivers do within one instance. */
function broadcaster() {
  const handlers: ((message: string) => void)[] = [];
  const database = {
    onBroadcast: (handler: (message: string) => void) => void handlers.push(handler),
    broadcast: async (message: string) => {
      for (const handler of handlers) handler(message);
    },
  } as unknown as Database;
  return { database, send: (message: string) => database.broadcast(message) };
}

describe('SearchCounts', () => {
  it('holds a total until the time to live passes', () => {
    let now = 1_000;
    const counts = new SearchCounts(broadcaster().database, () => now);
    counts.set('q', 7, counts.mark());
    expect(counts.get('q')).toBe(7);
    now += SearchCounts.TTL_MS - 1;
    expect(counts.get('q')).toBe(7);
    now += 1;
    expect(counts.get('q')).toBeUndefined();
  });

  it('forgets every total when users change here or on another instance, and on "all"', async () => {
    const { database, send } = broadcaster();
    const counts = new SearchCounts(database);
    counts.set('a', 1, counts.mark());
    counts.set('b', 2, counts.mark());
    await counts.changed();
    expect([counts.get('a'), counts.get('b')]).toEqual([undefined, undefined]);
    counts.set('a', 3, counts.mark());
    await send('all');
    expect(counts.get('a')).toBeUndefined();
    counts.set('a', 4, counts.mark());
    await send('role:3');
    await send('user:9');
    expect(counts.get('a')).toBe(4);
    await send(USERS_CHANGED);
    expect(counts.get('a')).toBeUndefined();
  });

  it('does not keep a count that raced with a change', async () => {
    const counts = new SearchCounts(broadcaster().database);
    const mark = counts.mark();
    await counts.changed(); // committed while the count was running
    counts.set('q', 5, mark);
    expect(counts.get('q')).toBeUndefined();
  });

  it('stays bounded', () => {
    const counts = new SearchCounts(broadcaster().database);
    for (let index = 0; index <= SearchCounts.MAX_ENTRIES; index += 1) counts.set(`q${index}`, index, counts.mark());
    expect(counts.get(`q${SearchCounts.MAX_ENTRIES}`)).toBe(SearchCounts.MAX_ENTRIES);
    expect(counts.get('q0')).toBeUndefined();
  });
});
