import { setImmediate as nextTurn } from 'node:timers/promises';
import { deserialize } from 'node:v8';
import { desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../../contract/area';
import {
  IMPORT_OUTCOMES,
  IMPORT_PROBLEMS_LISTED,
  type ImportCheck,
  type ImportFileInfo,
  type ImportOptions,
  type ImportProblemRow,
  type ImportRecord,
} from '../../../contract/imports';
import type { AuthContext } from '../../auth/auth-cache';
import { rowsOf, type Queryable, type Tx } from '../../db/client';
import { changeLogs, imports, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { withoutSecrets } from '../change-log';
import type { ServiceContext } from '../context';
import { changedHeldTotals, insertRecord, type ResourceDefinition } from '../resource';
import { servedArea, type ServedArea } from '../served-areas';
import { WorkerPool } from '../worker-pool';
import type { FileRefusal, ImportJob, ImportJobValue } from './import-job';
import { classifyRows, comparer, planGroups, referenceLookups, type HeldRecord, type PreparedRow, type RowsPlan } from '../../../contract/import-rows';
import { AREA_DECLARATIONS } from '../../../contract/areas';
import type { AnyArea } from '../../../contract/area';

/** Where the thread's entry is: next to this module in the sources, next to main.mjs in `npm start`'s bundle. */
export const IMPORT_WORKER_URL = new URL('./import-worker.mjs', import.meta.url);
/** Files read at once (the threads' number); another upload meanwhile is told to wait (503). */
export const IMPORTS_AT_ONCE = 2;
/** Records looked up, or written, per statement. */
const BATCH = 500;

type AnyDefinition = ResourceDefinition<Record<string, unknown>, { id: number; version: number }>;
export interface ImportArea {
  readonly declaration: ResourceDeclaration;
  readonly definition: AnyDefinition;
}

export function importWorkers(size = IMPORTS_AT_ONCE): WorkerPool<ImportJob, ImportJobValue> {
  return new WorkerPool<ImportJob, ImportJobValue>({
    url: IMPORT_WORKER_URL,
    size,
    what: 'imports',
    // Reading a file of 50,000 rows holds its cells twice (as read, and as checked values).
    maxOldGenerationSizeMb: 384,
    // A thread ends with its job: its heap (the file read whole) is given back before the import
    // writes, instead of staying beside the rows being written. Starting one costs far less than
    // a step of a big file.
    idleMs: 0,
    answer: (message) => {
      const reply = message as { ok?: unknown; value?: unknown; message?: unknown } | null;
      if (reply?.ok === true && typeof reply.value === 'object' && reply.value !== null) return { ok: true, value: reply.value as ImportJobValue };
      if (reply?.ok === false && typeof reply.message === 'string') return { ok: false, message: reply.message };
      return undefined;
    },
  });
}

const fileRefused = (refusal: FileRefusal) =>
  new ApiError(refusal.code === 'FILE_TOO_LARGE' ? 413 : 422, 'IMPORT_FILE_UNREADABLE', `The file cannot be imported: ${refusal.code}`, {
    fields: { file: refusal.code },
    params: refusal.params,
  });

/** Runs a job on an import thread; every thread busy is 503 (the client waits and tries again). */
async function runJob(ctx: ServiceContext, job: ImportJob, signal: AbortSignal) {
  if (ctx.importWorkers.busy >= IMPORTS_AT_ONCE) {
    throw new ApiError(503, 'IMPORTS_BUSY', 'Other imports are running; try again shortly', { retryAfterSeconds: 5 });
  }
  // The file's bytes move to the thread instead of being copied: a 20 MB upload is held once.
  const own = job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength ? job.bytes : job.bytes.slice();
  const value = await ctx.importWorkers.run({ ...job, bytes: own }, signal, { transfer: [own.buffer as ArrayBuffer] });
  if ('refused' in value) throw fileRefused(value.refused);
  return value;
}

/** The checked rows of a thread's answer, read back one batch per turn of the event loop (import-job.ts). */
async function checkedRowsOf(batches: Uint8Array[], signal: AbortSignal): Promise<PreparedRow[]> {
  const rows: PreparedRow[] = [];
  // Each batch's bytes are let go once read: the rows are not held beside them.
  for (let batch = batches.shift(); batch !== undefined; batch = batches.shift()) {
    for (const row of deserialize(batch) as PreparedRow[]) rows.push(row);
    await nextTurn();
    signal.throwIfAborted();
  }
  return rows;
}

/** `POST …/imports/read`: how the file reads, its headers and first rows. */
export async function readImportFile(ctx: ServiceContext, bytes: Uint8Array, fileName: string, signal: AbortSignal): Promise<ImportFileInfo> {
  return (await runJob(ctx, { kind: 'read', bytes, fileName }, signal)).info;
}

export interface ImportPlan extends RowsPlan {
  readonly info: ImportFileInfo;
}

type Progress = (done: number, total: number) => void;

/** The records holding any of `values` in `field` (compared as its unique rule says), BATCH at a time. */
async function recordsHolding(db: Queryable, area: ServedArea, field: string, values: readonly string[]) {
  const column = (area.definition.table as unknown as Record<string, PgColumn>)[field]!;
  const lower = area.declaration.list.unique?.[field]?.compare === 'lower';
  const target: SQL | PgColumn = lower ? sql`lower(${column})` : column;
  const found = new Map<string, HeldRecord>();
  const fold = comparer(area.declaration, field);
  for (let start = 0; start < values.length; start += BATCH) {
    const rows = await db
      .select()
      .from(area.definition.table)
      .where(inArray(target as PgColumn, values.slice(start, start + BATCH)));
    for (const row of rows as HeldRecord[]) found.set(fold(row[field]), row);
  }
  return found;
}

/**
 * The dry run: every row's values from the import thread, then the records its natural key and
 * its other unique fields name, BATCH keys a statement. What each row becomes follows the mode and
 * the caller's permissions; every reason a row fails is given at once.
 */
export async function planImport(
  ctx: ServiceContext,
  area: ImportArea,
  auth: AuthContext,
  file: { bytes: Uint8Array; fileName: string },
  options: ImportOptions,
  signal: AbortSignal,
  progress: Progress,
): Promise<ImportPlan> {
  const { declaration, definition } = area;
  const { info, rowBatches = [] } = await runJob(ctx, { kind: 'rows', ...file, area: declaration.key, options }, signal);
  const rows = await checkedRowsOf(rowBatches, signal);
  if (declaration.import?.group) return planRecordsWithLines(ctx, area, auth, info, rows, options, signal, progress);
  const mapped = new Set(options.mapping.filter((field): field is string => field !== null));
  const uniques = Object.keys(declaration.list.unique ?? {}).filter((field) => mapped.has(field));
  const canCreate = auth.permissions.has(declaration.permission.create as string);
  const canUpdate = auth.permissions.has(declaration.permission.update as string);

  // The records every unique value of the file names, per field.
  const holders = new Map<string, Map<string, HeldRecord>>();
  let looked = 0;
  for (const field of uniques) {
    const fold = comparer(declaration, field);
    const values = [...new Set(rows.flatMap((row) => (row.values[field] === null || row.values[field] === undefined ? [] : [fold(row.values[field])])))];
    holders.set(field, await recordsHolding(ctx.database.db, area, field, values));
    signal.throwIfAborted();
    looked += 1;
    progress(Math.round((rows.length * looked) / (uniques.length + 1)), rows.length);
  }

  const { rows: planned, counts } = classifyRows(declaration, rows, options, holders, {
    canCreate,
    canUpdate,
    current: (record) => definition.toRecord(record) as unknown as Record<string, unknown>,
  });
  progress(rows.length, rows.length);
  return { info, rows: planned, counts };
}

/**
 * The dry run of an area whose records have lines (DOs): the records each reference cell names,
 * looked up by each of the referenced area's fields in turn, then the rows grouped into new
 * records (contract/import-rows.ts `planGroups`).
 */
async function planRecordsWithLines(
  ctx: ServiceContext,
  area: ImportArea,
  auth: AuthContext,
  info: ImportFileInfo,
  rows: readonly PreparedRow[],
  options: ImportOptions,
  signal: AbortSignal,
  progress: Progress,
): Promise<ImportPlan> {
  const lookups = referenceLookups(area.declaration, AREA_DECLARATIONS as readonly AnyArea[], rows);
  const holders = new Map<string, Map<string, Map<string, HeldRecord>>>();
  for (const [index, lookup] of lookups.entries()) {
    const target = servedArea(lookup.target.key);
    if (!target) throw new Error(`${area.declaration.key}: the area ${lookup.target.key} is not served`);
    const byField = holders.get(lookup.field) ?? new Map<string, Map<string, HeldRecord>>();
    byField.set(lookup.by, await recordsHolding(ctx.database.db, target, lookup.by, lookup.values));
    holders.set(lookup.field, byField);
    signal.throwIfAborted();
    progress(Math.round((rows.length * (index + 1)) / (lookups.length + 1)), rows.length);
  }
  const planned = planGroups(area.declaration, rows, options, holders, AREA_DECLARATIONS as readonly AnyArea[], {
    canCreate: auth.permissions.has(area.declaration.permission.create as string),
  });
  progress(rows.length, rows.length);
  return { info, rows: planned.rows, counts: planned.counts, records: planned.records, groups: planned.groups };
}

const failedRowsOf = (plan: ImportPlan): ImportProblemRow[] =>
  plan.rows.filter((entry) => entry.outcome === 'fail').map((entry) => ({ line: entry.row.line, key: entry.key, problems: entry.problems }));

/** The check's answer: the counts over every row, the first failing rows with their reasons. */
export const checkOf = (plan: ImportPlan): ImportCheck => ({
  rows: plan.info.rows,
  counts: plan.counts,
  failed: failedRowsOf(plan).slice(0, IMPORT_PROBLEMS_LISTED),
  ...(plan.groups ? { groups: plan.groups } : {}),
});

/**
 * The import: the plan written in one transaction with its record, when it is what the user
 * confirmed (`expect`) and, for an all-or-none import, no row fails. New records BATCH at a time,
 * each with its CREATE change-log row; updates one record at a time under its version (a record
 * changed since the check makes the whole import 409 IMPORT_CHANGED, as a unique value taken
 * meanwhile does). A client that goes away rolls it back.
 */
export async function commitImport(
  ctx: ServiceContext,
  area: ImportArea,
  auth: AuthContext,
  plan: ImportPlan,
  options: ImportOptions,
  signal: AbortSignal,
  progress: Progress,
): Promise<ImportCheck & { import: ImportRecord }> {
  const { declaration, definition } = area;
  if (options.expect && IMPORT_OUTCOMES.some((outcome) => options.expect![outcome] !== plan.counts[outcome])) {
    throw new ApiError(409, 'IMPORT_CHANGED', 'The data changed since the check', { current: checkOf(plan) });
  }
  if ((options.atomic ?? true) && plan.counts.fail > 0) throw new ApiError(422, 'IMPORT_HAS_FAILURES', 'Rows fail; nothing was imported');
  const entity = definition.entity;
  // A record with lines is written as its form's create writes it, one record at a time.
  const records = plan.records ?? [];
  const adds = plan.records ? [] : plan.rows.filter((entry) => entry.outcome === 'add');
  const updates = plan.rows.filter((entry) => entry.outcome === 'update');
  const total = records.length + adds.length + updates.length;
  const failed = failedRowsOf(plan);
  let record: ImportRecord;
  try {
    record = await ctx.database.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(imports)
        .values({
          area: declaration.key,
          userId: auth.userId,
          fileName: plan.info.fileName,
          format: plan.info.format,
          mode: options.mode,
          atomic: options.atomic ?? true,
          rowCount: plan.info.rows,
          added: plan.counts.add,
          updated: plan.counts.update,
          unchanged: plan.counts.unchanged,
          skipped: plan.counts.skip,
          failed: plan.counts.fail,
          failedRows:
            failed.length > 0
              ? { headers: plan.info.headers, delimiter: plan.info.delimiter ?? null, rows: plan.rows.filter((entry) => entry.outcome === 'fail').map((entry) => ({ line: entry.row.line, cells: entry.row.cells, problems: entry.problems })) }
              : null,
        })
        .returning();
      const importId = saved!.id;
      let done = 0;
      for (const planned of records) {
        signal.throwIfAborted();
        const values = { ...planned.input };
        await definition.writes?.check?.(values, null, auth);
        const prepared = definition.writes?.prepare ? await definition.writes.prepare(values, null, auth) : values;
        await insertRecord(tx, definition, auth, { values, prepared }, importId);
        done += 1;
        progress(done, total);
      }
      for (let start = 0; start < adds.length; start += BATCH) {
        signal.throwIfAborted();
        const batch = adds.slice(start, start + BATCH);
        const created = (await tx.insert(definition.table).values(batch.map((entry) => ({ ...entry.row.values }))).returning()) as Record<string, unknown>[];
        await logChanges(
          tx,
          created.map((row) => ({ entity, entityId: row.id as number, action: 'CREATE', before: null, after: definition.snapshot(definition.toRecord(row)) })),
          auth.userId,
          importId,
        );
        done += batch.length;
        progress(done, total);
      }
      for (let start = 0; start < updates.length; start += BATCH) {
        signal.throwIfAborted();
        const batch = updates.slice(start, start + BATCH);
        const logged = [];
        for (const entry of batch) {
          const before = definition.toRecord(entry.record!);
          const [row] = (await tx
            .update(definition.table)
            .set({ ...entry.changes, version: sql`${definition.table.version} + 1`, updatedAt: new Date() } as never)
            .where(sql`${definition.table.id} = ${before.id} and ${definition.table.version} = ${before.version}`)
            .returning()) as Record<string, unknown>[];
          if (!row) throw new ApiError(409, 'IMPORT_CHANGED', 'A record changed since the check');
          logged.push({ entity, entityId: before.id, action: 'UPDATE', before: definition.snapshot(before), after: definition.snapshot(definition.toRecord(row)) });
        }
        await logChanges(tx, logged, auth.userId, importId);
        done += batch.length;
        progress(done, total);
      }
      return recordOf({ ...saved!, userName: null });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || ((error as { cause?: { code?: string } }).cause?.code === '23505')) {
      throw new ApiError(409, 'IMPORT_CHANGED', 'A unique value was taken since the check');
    }
    throw error;
  }
  // The area's held totals are stale now (here and, through NOTIFY, on other instances).
  if (total > 0) await changedHeldTotals(ctx, definition);
  const [withUser] = await importRows(ctx.database.db, eq(imports.id, record.id));
  return { ...checkOf(plan), import: withUser ?? record };
}

async function logChanges(
  tx: Tx,
  entries: readonly { entity: string; entityId: number; action: string; before: unknown; after: unknown }[],
  actorId: number,
  importId: number,
) {
  if (entries.length === 0) return;
  await tx.insert(changeLogs).values(
    entries.map((entry) => ({
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      actorId,
      importId,
      before: entry.before === null ? null : withoutSecrets(entry.before),
      after: withoutSecrets(entry.after),
    })),
  );
}

type ImportRow = typeof imports.$inferSelect & { userName: string | null };

function recordOf(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    area: row.area,
    fileName: row.fileName,
    format: row.format as ImportRecord['format'],
    mode: row.mode as ImportRecord['mode'],
    atomic: row.atomic,
    rows: row.rowCount,
    counts: { add: row.added, update: row.updated, unchanged: row.unchanged, skip: row.skipped, fail: row.failed },
    user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function importRows(db: Queryable, where: SQL | undefined, limit = 1, offset = 0): Promise<ImportRecord[]> {
  const { failedRows: _failedRows, ...columns } = getTableColumns(imports);
  const rows = await db
    .select({ ...columns, failedRows: sql<null>`null`, userName: users.name })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(where)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => recordOf(row as ImportRow));
}

/** `GET /api/{area}/imports`: the area's imports, newest first. */
export async function listImports(db: Queryable, areaKey: string, page: number, pageSize: number) {
  const where = eq(imports.area, areaKey);
  const [counted] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from imports where area = ${areaKey}`));
  const data = await importRows(db, where, pageSize, (page - 1) * pageSize);
  return { data, total: counted?.total ?? 0 };
}

/** An import with its failed rows, for their file. */
export async function importWithFailedRows(db: Queryable, id: number) {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row ?? null;
}
