import type { Queryable } from '../db/client';
import { changeLogs } from '../db/schema';

export type ChangeAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE';

/** Keys that never reach a change log, however deep (original-system §9.1.5 stored bcrypt hashes). */
const SECRET_KEY = /pass(word)?|hash|token|secret|salt/i;

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Writes one change-log row. Call it with the transaction that makes the change, so the change and
 * its log commit or roll back together (SPEC §5).
 */
export async function writeChangeLog(
  tx: Queryable,
  entry: {
    entity: string;
    entityId: number;
    action: ChangeAction;
    actorId: number | null;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(changeLogs).values({
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actorId,
    before: entry.before === null || entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === null || entry.after === undefined ? null : withoutSecrets(entry.after),
  });
}
