import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { ApiError } from '../errors';
import type { ServiceContext } from './context';

/**
 * Attempt limits for guessable secrets (docs/decisions/150-atomic-sign-in-throttle.md): sign-in
 * per username and address, sign-in per address, and the current password on the profile.
 *
 * `reserve` claims one attempt on every key in one upsert before the password is checked; a key
 * whose failures plus attempts in flight would pass its limit refuses, and the claim is given back.
 * Because the check and the count are one statement per row (the row lock serialises a burst), 20
 * concurrent wrong passwords give exactly `limit` answers and the rest 429, on PGlite and on
 * PostgreSQL, across instances. `settle` turns the claim into a failure or drops it.
 */
export interface ThrottleLimit {
  readonly key: string;
  /** Failures (plus attempts in flight) allowed per window. */
  readonly max: number;
}

export interface Reservation {
  /** Records the outcome: a failure counts against every key; a success only frees the claim. */
  settle(outcome: 'failure' | 'success'): Promise<void>;
}

interface ReservedRow {
  key: string;
  failures: number;
  inflight: number;
  remaining: number;
}

/** How often (in reservations per process) expired rows are swept. */
const SWEEP_EVERY = 200;
let reservations = 0;

const rateLimited = (retryAfterSeconds: number, message: string) =>
  new ApiError(429, 'RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });

export async function reserveAttempt(
  ctx: ServiceContext,
  limits: readonly ThrottleLimit[],
  message: string,
): Promise<Reservation> {
  const db = ctx.database.db;
  const window = ctx.config.loginRateLimit.windowSeconds;
  // Rows locked in one order whatever the caller's order, so two bursts cannot deadlock.
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = sorted.map((limit) => limit.key);
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const expired = sql`t.window_start <= now() - make_interval(secs => ${window})`;
  const rows = rowsOf<ReservedRow>(
    await db.execute(sql`
      insert into auth_throttle as t (key, failures, inflight, window_start)
      select k, 0, 1, now() from unnest(array[${keyList}]::text[]) as k
      on conflict (key) do update set
        failures = case when ${expired} then 0 else t.failures end,
        inflight = case when ${expired} then 1 else t.inflight + 1 end,
        window_start = case when ${expired} then now() else t.window_start end
      returning t.key, t.failures, t.inflight,
        ceil(extract(epoch from (t.window_start + make_interval(secs => ${window}) - now())))::int as remaining`),
  );
  // The give-back locks the keys in the claim's order too (the rows are locked sorted before they
  // are changed). A plain `update … where key in (…)` locks them in the order it scans them, which
  // follows where each row's latest version sits: a claim and a give-back of one burst then
  // deadlocked, and PostgreSQL failed one of the two requests.
  const release = async (outcome: 'failure' | 'success') => {
    await db.execute(sql`
      with locked as (select key from auth_throttle where key in (${keyList}) order by key for update)
      update auth_throttle as t set inflight = greatest(t.inflight - 1, 0),
        failures = t.failures + ${outcome === 'failure' ? 1 : 0}
      from locked where t.key = locked.key`);
  };
  reservations += 1;
  if (reservations % SWEEP_EVERY === 0) {
    // Rows a claim holds right now are left for the next sweep (the claim renews them anyway), so
    // the sweep never waits on a claim nor locks against it.
    await db.execute(sql`
      delete from auth_throttle where key in (
        select key from auth_throttle where window_start <= now() - make_interval(secs => ${window})
        order by key for update skip locked)`);
  }
  let refusal: ApiError | undefined;
  for (const row of rows) {
    const limit = sorted.find((entry) => entry.key === row.key)!;
    if (Number(row.failures) + Number(row.inflight) > limit.max) {
      // Failures alone at the limit: wait for the window. Otherwise the limit is only full of
      // attempts still being checked, which end within a second.
      const wait = Number(row.failures) >= limit.max ? Number(row.remaining) : 1;
      if (!refusal || wait > (refusal.extra.retryAfterSeconds ?? 0)) refusal = rateLimited(wait, message);
    }
  }
  if (refusal) {
    await release('success');
    throw refusal;
  }
  let settled = false;
  return {
    settle: async (outcome) => {
      if (settled) return;
      settled = true;
      await release(outcome);
    },
  };
}
