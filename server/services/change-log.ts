import { and, getTableColumns, is, sql, Table, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paging } from '../../contract/api';
import { fieldChangesOf, type ChangeAction, type ChangeActionOf, type ChangeEntity, type ChangeLogEntry, type changeLogQuerySchema } from '../../contract/change-log';
import { rowsOf, type Queryable } from '../db/client';
import * as schema from '../db/schema';
import { changeLogs } from '../db/schema';
import type { ServiceContext } from './context';
import { dayRange, offsetOf, pagingOf } from './lists';

export type { ChangeAction };

/** The words that name a credential column of the schema (a password's hash, a token's hash). */
const CREDENTIAL_WORD = /pass(word)?|hash|token|secret|salt/i;

/**
 * Keys that never reach a change log, however deep (original-system §9.1.5 stored bcrypt hashes):
 * every column of the schema whose name holds a credential word, under its TypeScript and its SQL
 * name (a column added later is covered too), and the fields that carry a credential in a request
 * or an answer. Matched whole, by name: snapshots key DO and shipment lines by the item's name
 * (`lines.Token Listrik`), and data is never left out for what it says
 * (docs/decisions/294-input-hardening.md).
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'accessToken',
  'refreshToken',
  'secret',
  'recoveryCode',
  'recoveryCodes',
  ...(Object.values(schema) as unknown[])
    .filter((value): value is Table => is(value, Table))
    .flatMap((table) => Object.entries(getTableColumns(table)).flatMap(([key, column]) => [key, column.name]))
    .filter((name) => CREDENTIAL_WORD.test(name)),
]);

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEYS.has(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Writes one change-log row. Call it with the transaction that makes the change, so the change and
 * its log commit or roll back together. The action must be one the entity's area has
 * (contract ENTITY_CHANGE_ACTIONS: a DO is cancelled, never deactivated).
 */
export async function writeChangeLog<E extends ChangeEntity>(
  tx: Queryable,
  entry: {
    entity: E;
    entityId: number;
    action: ChangeActionOf<E>;
    actorId: number | null;
    before: unknown;
    after: unknown;
    /** The import that made the change. */
    importId?: number;
  },
): Promise<void> {
  await insertChangeLog(tx, entry);
}

/** The row as stored: snapshots without secrets, an absent one as null. */
const insertChangeLog = (
  tx: Queryable,
  entry: { entity: string; entityId: number; action: string; actorId: number | null; before: unknown; after: unknown; importId?: number },
) =>
  tx.insert(changeLogs).values({
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actorId,
    importId: entry.importId ?? null,
    before: entry.before === null || entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === null || entry.after === undefined ? null : withoutSecrets(entry.after),
  });

/**
 * A change-log row of a record that belongs to no declared area (a saved view, a webhook): the
 * typed writer above knows only the areas' entities; this writes the same shape, in the change's
 * transaction.
 */
export async function writeSettingChangeLog(
  tx: Queryable,
  entry: { entity: string; entityId: number; action: 'CREATE' | 'UPDATE' | 'DELETE'; actorId: number; before: unknown; after: unknown },
): Promise<void> {
  await insertChangeLog(tx, entry);
}

/** The readable diff of a change-log row: the contract's, which the mock answers with too. */
export const diffOf = fieldChangesOf;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** How each entity's current label is read for `entityLabel` (constants, never request input). */
const LABELS: Record<string, SQL> = {
  user: sql`(select username from users where id = c.entity_id)`,
  role: sql`(select name from roles where id = c.entity_id)`,
  // The one company profile row, by the company's name; none while it was never filled in.
  'company-profile': sql`(select nullif(name, '') from company_profile where id = c.entity_id)`,
};

interface ChangeLogRow {
  id: number;
  entity: string;
  entity_id: number;
  entity_label: string | null;
  action: ChangeAction;
  actor_id: number | null;
  actor_username: string | null;
  actor_name: string | null;
  before: unknown;
  after: unknown;
  created_at: string | Date;
  import_id: number | null;
  import_file_name: string | null;
}

/** `GET /api/{area}/logs`: one entity's change log, filtered, newest first, paged. */
export async function listChangeLogs(
  ctx: ServiceContext,
  entity: string,
  query: z.output<typeof changeLogQuerySchema>,
  entityLabel: SQL | undefined = LABELS[entity],
): Promise<{ data: ChangeLogEntry[]; paging: Paging }> {
  const db = ctx.database.db;
  const { from, to } = dayRange(query, ctx.config.timeZone);
  const where = and(
    sql`c.entity = ${entity}`,
    query.id !== undefined ? sql`c.entity_id = ${query.id}` : undefined,
    query.action !== undefined ? sql`c.action = ${query.action}` : undefined,
    query.actor !== undefined ? sql`c.actor_id = ${query.actor}` : undefined,
    from ? sql`c.created_at >= ${from.toISOString()}::timestamptz` : undefined,
    to ? sql`c.created_at < ${to.toISOString()}::timestamptz` : undefined,
  )!;
  const label = entityLabel ?? sql`null`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select c.id, c.entity, c.entity_id, ${label} as entity_label, c.action, c.actor_id,
             a.username as actor_username, a.name as actor_name, c.before, c.after, c.created_at,
             i.id as import_id, i.file_name as import_file_name
      from change_logs c
      left join users a on a.id = c.actor_id
      left join imports i on i.id = c.import_id
      where ${where}
      order by c.created_at desc, c.id desc
      limit ${query.size} offset ${offsetOf(query)}`),
    db.execute(sql`select count(*)::int as total from change_logs c where ${where}`),
  ]);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return {
    data: rowsOf<ChangeLogRow>(rows).map((row) => ({
      id: Number(row.id),
      entity: row.entity,
      entityId: Number(row.entity_id),
      entityLabel: row.entity_label,
      action: row.action,
      actor:
        row.actor_id === null
          ? null
          : { id: Number(row.actor_id), username: row.actor_username ?? '', name: row.actor_name ?? '' },
      before: asRecord(row.before),
      after: asRecord(row.after),
      changes: diffOf(row.before, row.after),
      createdAt: new Date(row.created_at).toISOString(),
      import: row.import_id === null ? null : { id: Number(row.import_id), fileName: row.import_file_name ?? '' },
    })),
    paging: pagingOf(query, total),
  };
}
