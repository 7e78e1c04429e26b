import type { Database } from '../db/client';

/** The broadcast that tells every instance a list's rows changed (after the commit). */
export const USERS_CHANGED = 'users-list';
/** The same for customers, items and fleets (the resource kit's writes; decision 155). */
export const MASTER_DATA_CHANGED = 'master-data-lists';

/**
 * Totals of searched user lists, kept briefly (decision 116). A search's total is the one part of
 * a list page no index answers: `q=laju.test` matches most users and counting them reads every
 * row (3.5 ms of PostgreSQL CPU on 10,000 users, against 0.6 ms for a whole page without a
 * search), while the same filters come back at once as the user pages, sorts or returns to the
 * tab. Unsearched totals come from the `user_counts` table and are not cached here.
 *
 * Exact for every write this app makes: each users write broadcasts USERS_CHANGED after its
 * commit, which empties the cache here and, through NOTIFY, on the other instances. A write made
 * outside the app (a script, psql) shows in a total within TTL_MS. A count that raced with a
 * change is not kept (the generation counter), so a stale total never outlives its change.
 *
 * Through `held` (the resource kit's lists), a value past its TTL_MS but younger than twice that is
 * still answered while one request reads it again in the background (decision 290): a popular
 * search's total or order expiring no longer makes every request on the way wait for that read.
 * A write outside the app then shows within TTL_MS plus one read; a write of the app, at once.
 */
export class SearchCounts {
  static readonly TTL_MS = 10_000;
  static readonly MAX_ENTRIES = 1000;
  /** Totals, and the match orders of small searches (decision 290), by key. */
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  /** Reads running now, by key, with the generation they started in. */
  private readonly running = new Map<string, { mark: number; value: Promise<unknown> }>();
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
    /** The broadcast that empties this cache (one cache per group of lists). */
    private readonly message: string = USERS_CHANGED,
  ) {
    database.onBroadcast((received) => {
      if (received === message || received === 'all') this.clear();
    });
  }

  /** Lookups answered from memory and by counting, for the metrics. */
  readonly lookups = { hit: 0, miss: 0 };

  /** A fresh total for `key`, or undefined: count it, after taking a `mark()`. */
  get<T = number>(key: string): T | undefined {
    const held = this.entries.get(key);
    const now = this.now();
    if (held && held.expires > now) {
      this.lookups.hit += 1;
      return held.value as T;
    }
    this.lookups.miss += 1;
    if (!held) return undefined;
    // Kept through its grace for `held`, which may still answer with it while it is renewed.
    if (held.expires + SearchCounts.TTL_MS <= now) this.entries.delete(key);
    return undefined;
  }

  /** Taken before counting: a change between the mark and `set` keeps the count out. */
  mark(): number {
    return this.generation;
  }

  set(key: string, value: unknown, mark: number): void {
    if (mark !== this.generation) return;
    if (this.entries.size >= SearchCounts.MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, expires: this.now() + SearchCounts.TTL_MS });
  }

  /**
   * The total for `key`: the one held, or counted by `count` and then held. Requests that ask for
   * the same key while its count runs wait for that count instead of starting their own: when a
   * held total of a popular search expires, the 10–20 requests on the way would otherwise each read
   * every match at once (a broad term on 50,000 customers: ~10 ms of database CPU each), and every
   * one of them would wait for all of that work (decision 287). A request that comes after a change
   * (a new generation) counts afresh. A failed count is not held, and each caller sees its error.
   */
  async total(key: string, count: () => Promise<number>): Promise<number> {
    return this.held(key, count);
  }

  /**
   * Anything read from the lists that only their writes change, held and shared as `total` holds a
   * total: a small search's matches in their sort order (decision 290).
   */
  async held<T>(key: string, read: () => Promise<T>): Promise<T> {
    const held = this.get<T>(key);
    if (held !== undefined) return held;
    const stale = this.entries.get(key);
    if (stale && stale.expires + SearchCounts.TTL_MS > this.now()) {
      // Past its time to live but not by much: answered as it is while one read renews it. A
      // failed renewal keeps it until its grace ends; the next request after that reads and waits.
      if (this.running.get(key)?.mark !== this.generation) void this.read(key, read).catch(() => undefined);
      return stale.value as T;
    }
    return this.read(key, read);
  }

  /** Reads `key` once for every request asking in this generation, and holds the answer. */
  private async read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const mark = this.generation;
    const joined = this.running.get(key);
    if (joined && joined.mark === mark) return joined.value as Promise<T>;
    const value = read();
    const entry = { mark, value };
    this.running.set(key, entry);
    try {
      const result = await value;
      this.set(key, result, mark);
      return result;
    } finally {
      if (this.running.get(key) === entry) this.running.delete(key);
    }
  }

  /** After a commit that added, changed or removed rows of these lists. */
  async changed(): Promise<void> {
    await this.database.broadcast(this.message);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
