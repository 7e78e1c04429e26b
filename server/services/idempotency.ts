import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Queryable, type Tx } from '../db/client';
import { ApiError, validationFailed } from '../errors';

/**
 * `Idempotency-Key` on creates and on a proof photo's upload (docs/product/api.md;
 * docs/decisions/111-idempotent-creates.md, 338-photos-from-a-phone.md).
 * Keys belong to the signed-in user and live a day. A repeated key with the same request answers
 * the first result (201, header `Idempotency-Replayed: true`) and creates nothing; the same key
 * with a different request (another body or another endpoint) is 422 IDEMPOTENCY_KEY_REUSED.
 */
export interface IdempotencyClaim {
  readonly userId: number;
  readonly key: string;
  /** SHA-256 of the endpoint and the body without any password. */
  readonly fingerprint: string;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const SECRET_KEY = /pass(word)?|secret|token/i;

/** Sorted keys and no secrets, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => !SECRET_KEY.test(key))
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The claim of a create request, or undefined without the header; a malformed key is 400. */
export function idempotencyClaimOf(request: FastifyRequest, userId: number, body: unknown): IdempotencyClaim | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw validationFailed({ 'Idempotency-Key': 'INVALID_FORMAT' });
  }
  const scope = `${request.method} ${request.routeOptions.url ?? ''}`;
  const fingerprint = createHash('sha256').update(scope).update('\n').update(JSON.stringify(canonical(body))).digest('hex');
  return { userId, key: header, fingerprint };
}

interface StoredRow {
  request_hash: string;
  status: number | null;
  response: unknown;
}

const reused = () =>
  new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');

function answerOf<T>(claim: IdempotencyClaim, row: StoredRow | undefined): T | undefined {
  if (!row) return undefined;
  if (row.request_hash !== claim.fingerprint) throw reused();
  return (row.response ?? undefined) as T | undefined;
}

const findRow = async (db: Queryable, claim: IdempotencyClaim) =>
  rowsOf<StoredRow>(
    await db.execute(sql`
      select request_hash, status, response from idempotency_keys
      where user_id = ${claim.userId} and key = ${claim.key} and created_at > now() - interval '1 day'`),
  )[0];

/** Before any expensive work (hashing a password): the first answer if this is a repeat. */
export async function storedAnswer<T>(db: Queryable, claim: IdempotencyClaim | undefined): Promise<T | undefined> {
  return claim ? answerOf<T>(claim, await findRow(db, claim)) : undefined;
}

/**
 * A create with its idempotency answers: the first answer when the key was used before (checked
 * before any expensive work such as hashing a password) and also when the checks fail because a
 * concurrent repeat committed meanwhile (its duplicate username is this request's own user).
 */
export async function withIdempotency<T>(
  db: Queryable,
  claim: IdempotencyClaim | undefined,
  run: () => Promise<{ value: T; replayed: boolean }>,
): Promise<{ value: T; replayed: boolean }> {
  const replay = await storedAnswer<T>(db, claim);
  if (replay !== undefined) return { value: replay, replayed: true };
  try {
    return await run();
  } catch (error) {
    if (claim && error instanceof ApiError && error.statusCode < 500) {
      const late = await storedAnswer<T>(db, claim);
      if (late !== undefined) return { value: late, replayed: true };
    }
    throw error;
  }
}

/**
 * Inside a write's transaction, before the write: the key's row inserted, so a concurrent repeat on
 * PostgreSQL waits for this transaction and then reads its answer; rolled back with a failed
 * write, so the key can be retried. Answers the first answer when the key was used already.
 */
export async function claimInTransaction<T>(tx: Queryable, claim: IdempotencyClaim): Promise<T | undefined> {
  await tx.execute(sql`delete from idempotency_keys where created_at <= now() - interval '1 day'`);
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into idempotency_keys (user_id, key, request_hash) values (${claim.userId}, ${claim.key}, ${claim.fingerprint})
      on conflict do nothing returning 1`),
  );
  if (inserted.length > 0) return undefined;
  const answer = answerOf<T>(claim, await findRow(tx, claim));
  if (answer !== undefined) return answer;
  // Only possible if the other transaction committed no answer; treat as a conflict.
  throw new ApiError(409, 'CONFLICT', 'The same request is still being processed');
}

/** The write's answer, kept with its key in the same transaction. */
export async function keepAnswer(tx: Queryable, claim: IdempotencyClaim, status: number, value: unknown): Promise<void> {
  await tx.execute(sql`
    update idempotency_keys set status = ${status}, response = ${JSON.stringify(value)}::jsonb
    where user_id = ${claim.userId} and key = ${claim.key}`);
}

/** Runs `create` in one transaction with the key's row (claimInTransaction, keepAnswer). */
export async function idempotentCreate<T>(
  db: Db,
  claim: IdempotencyClaim | undefined,
  create: (tx: Tx) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (claim) {
      const answer = await claimInTransaction<T>(tx, claim);
      if (answer !== undefined) return { value: answer, replayed: true };
    }
    const value = await create(tx);
    if (claim) await keepAnswer(tx, claim, 201, value);
    return { value, replayed: false };
  });
}
