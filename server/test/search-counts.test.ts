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

  it('counts a missing total once for every request asking for it at the same time, then holds it', async () => {
    const counts = new SearchCounts(broadcaster().database);
    let calls = 0;
    let finish!: (total: number) => void;
    const count = () => {
      calls += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const asked = [counts.total('q', count), counts.total('q', count), counts.total('q', count)];
    expect(calls).toBe(1);
    finish(42);
    expect(await Promise.all(asked)).toEqual([42, 42, 42]);
    expect(await counts.total('q', count)).toBe(42);
    expect(calls).toBe(1);
    expect(counts.get('q')).toBe(42);
  });

  it('counts afresh for a request that comes after a change, and holds only that count', async () => {
    const counts = new SearchCounts(broadcaster().database);
    const finishes: ((total: number) => void)[] = [];
    const count = () => new Promise<number>((resolve) => finishes.push(resolve));
    const before = counts.total('q', count);
    await counts.changed(); // a write committed while the first count ran
    const after = counts.total('q', count);
    expect(finishes).toHaveLength(2);
    finishes[0]!(5);
    finishes[1]!(6);
    expect([await before, await after]).toEqual([5, 6]);
    expect(counts.get('q')).toBe(6);
  });

  it('holds a search order as it holds a total: read once for all asking, dropped by a change (decision 290)', async () => {
    const { database, send } = broadcaster();
    const counts = new SearchCounts(database, Date.now, 'master-data-lists');
    let reads = 0;
    const read = async () => {
      reads += 1;
      return [3, 1, 2].map((id) => id * reads);
    };
    expect(await Promise.all([counts.held('order', read), counts.held('order', read)])).toEqual([
      [3, 1, 2],
      [3, 1, 2],
    ]);
    expect(await counts.held('order', read)).toEqual([3, 1, 2]);
    expect(reads).toBe(1);
    await send('users-list'); // another group's change keeps it
    expect(await counts.held('order', read)).toEqual([3, 1, 2]);
    await send('master-data-lists');
    expect(await counts.held('order', read)).toEqual([6, 2, 4]);
    expect(reads).toBe(2);
  });

  it('answers a value just past its time to live while one read renews it; an older one, or one a change dropped, is read again first', async () => {
    let now = 1_000;
    const { database, send } = broadcaster();
    const counts = new SearchCounts(database, () => now, 'master-data-lists');
    const finishes: ((total: number) => void)[] = [];
    const count = () => new Promise<number>((resolve) => finishes.push(resolve));
    const first = counts.total('q', count);
    finishes[0]!(10);
    expect(await first).toBe(10);
    // Past the time to live, within the grace: the held 10 at once, and one renewal for all.
    now += SearchCounts.TTL_MS + 1;
    expect(await Promise.all([counts.total('q', count), counts.total('q', count)])).toEqual([10, 10]);
    expect(finishes).toHaveLength(2);
    expect(counts.get('q')).toBeUndefined(); // the users list's own reads do not take stale totals
    finishes[1]!(11);
    await Promise.resolve();
    expect(await counts.total('q', count)).toBe(11);
    expect(finishes).toHaveLength(2);
    /** Asks for the total: it is not answered until the read it waits for ends with `total`. */
    const waitsForRead = async (total: number) => {
      let answered: number | undefined;
      const asked = counts.total('q', count).then((value) => (answered = value));
      await Promise.resolve();
      expect(answered).toBeUndefined();
      finishes.at(-1)!(total);
      await asked;
      expect(answered).toBe(total);
    };
    // Past the grace: the request waits for the read.
    now += 2 * SearchCounts.TTL_MS + 1;
    await waitsForRead(12);
    // A change drops the value: nothing stale is answered after it, even within the grace.
    now += SearchCounts.TTL_MS + 1;
    await send('master-data-lists');
    await waitsForRead(13);
  });

  it('holds no failed count: every waiting request sees the error, the next one counts again', async () => {
    const counts = new SearchCounts(broadcaster().database);
    let fail!: (error: Error) => void;
    const failing = () => new Promise<number>((_, reject) => (fail = reject));
    const asked = [counts.total('q', failing), counts.total('q', failing)];
    fail(new Error('connection lost'));
    for (const one of asked) await expect(one).rejects.toThrow('connection lost');
    expect(counts.get('q')).toBeUndefined();
    expect(await counts.total('q', async () => 3)).toBe(3);
  });

  it('stays bounded', () => {
    const counts = new SearchCounts(broadcaster().database);
    for (let index = 0; index <= SearchCounts.MAX_ENTRIES; index += 1) counts.set(`q${index}`, index, counts.mark());
    expect(counts.get(`q${SearchCounts.MAX_ENTRIES}`)).toBe(SearchCounts.MAX_ENTRIES);
    expect(counts.get('q0')).toBeUndefined();
  });
});
