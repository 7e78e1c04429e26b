import { and, asc, eq, max, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LISTS } from '../../contract/areas';
import {
  listPermissionOf,
  savedViewSnapshot,
  type createViewSchema,
  type SavedView,
  type updateViewSchema,
  type ViewList,
  type viewOrderSchema,
} from '../../contract/views';
import type { AuthContext } from '../auth/auth-cache';
import type { Queryable } from '../db/client';
import { roles, savedViews } from '../db/schema';
import { ApiError, forbidden, isUniqueViolation, notFound, validationFailed } from '../errors';
import { writeSettingChangeLog } from './change-log';
import { idempotentCreate, withIdempotency, type IdempotencyClaim } from './idempotency';
import type { ServiceContext } from './context';

/**
 * Saved views (docs/decisions/334-saved-views.md). A view is a list's URL search string under a
 * name: it never carries data, so what a shared view shows is what the list shows its reader,
 * whose own permissions the list endpoint applies. Reading or writing a list's views needs the
 * list's read permission; sharing with a role needs share-views; only the owner changes a view.
 * Writes are plain (no version): a view has one writer, its owner, and the last save wins.
 */
const ENTITY = 'saved-view';
const NAME_INDEX = 'saved_views_owner_list_name_lower_key';

type Row = typeof savedViews.$inferSelect & { roleName: string | null };

const columns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  list: savedViews.list,
  name: savedViews.name,
  search: savedViews.search,
  roleId: savedViews.roleId,
  position: savedViews.position,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  roleName: roles.name,
};

const toView = (row: Row, auth: AuthContext): SavedView => ({
  id: row.id,
  list: row.list as ViewList,
  name: row.name,
  search: row.search,
  sharedWith: row.roleId === null ? null : { id: row.roleId, name: row.roleName ?? '' },
  mine: row.ownerId === auth.userId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const selectViews = (db: Queryable) => db.select(columns).from(savedViews).leftJoin(roles, eq(roles.id, savedViews.roleId));

/** 409 as the resource kit answers a taken unique value. */
const nameTaken = () => new ApiError(409, 'CONFLICT', 'You already have a view of this list with that name', { fields: { name: 'TAKEN' } });

function assertCanRead(auth: AuthContext, list: ViewList): void {
  if (!auth.permissions.has(listPermissionOf(list))) throw forbidden();
}

/** Views of this list the owner already named so, ignoring case (the unique index's rule). */
async function assertNameFree(db: Queryable, auth: AuthContext, list: ViewList, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, auth.userId),
        eq(savedViews.list, list),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(savedViews.id, exceptId),
      ),
    );
  if (clash) throw nameTaken();
}

/** Sharing with a role (or moving a share to another) needs share-views and a role that exists. */
async function assertCanShare(db: Queryable, auth: AuthContext, roleId: number) {
  if (!auth.permissions.has(LISTS.permission.shareViews)) throw forbidden();
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw validationFailed({ roleId: 'NOT_FOUND' });
}

const writeViewLog = (tx: Queryable, auth: AuthContext, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: unknown, after: unknown) =>
  writeSettingChangeLog(tx, { entity: ENTITY, entityId: id, action, actorId: auth.userId, before, after });

const answerTaken = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    // Two saves of one name at once: the pre-check passed for both, the index stops the second.
    if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
    throw error;
  }
};

/** `GET /api/views?list=`: the caller's own views in their order, then those shared with their role by name. */
export async function listViews(ctx: ServiceContext, auth: AuthContext, list: ViewList): Promise<SavedView[]> {
  assertCanRead(auth, list);
  return listOf(ctx.database.db, auth, list);
}

async function listOf(db: Queryable, auth: AuthContext, list: ViewList): Promise<SavedView[]> {
  const rows = await selectViews(db)
    .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, auth.userId), eq(savedViews.roleId, auth.roleId))))
    .orderBy(
      sql`case when ${savedViews.ownerId} = ${auth.userId} then 0 else 1 end`,
      sql`case when ${savedViews.ownerId} = ${auth.userId} then ${savedViews.position} else 0 end`,
      sql`lower(${savedViews.name})`,
      asc(savedViews.id),
    );
  return rows.map((row) => toView(row, auth));
}

async function viewOf(db: Queryable, auth: AuthContext, id: number): Promise<SavedView> {
  const [row] = await selectViews(db).where(eq(savedViews.id, id));
  if (!row) throw notFound('View');
  return toView(row, auth);
}

/**
 * The view `id` as its owner may change it: 404 when the caller cannot see it (neither theirs
 * nor shared with their role), 403 when it is shared with them but not theirs, or when they
 * may no longer read its list.
 */
async function ownView(db: Queryable, auth: AuthContext, id: number): Promise<Row> {
  const [row] = await selectViews(db).where(eq(savedViews.id, id)).for('update', { of: savedViews });
  const visible = row && (row.ownerId === auth.userId || row.roleId === auth.roleId) && auth.permissions.has(listPermissionOf(row.list as ViewList));
  if (!row || !visible) {
    if (row?.ownerId === auth.userId) throw forbidden();
    throw notFound('View');
  }
  if (row.ownerId !== auth.userId) throw forbidden();
  return row;
}

export async function createView(
  ctx: ServiceContext,
  auth: AuthContext,
  input: z.output<typeof createViewSchema>,
  claim: IdempotencyClaim | undefined,
): Promise<{ value: SavedView; replayed: boolean }> {
  const db = ctx.database.db;
  assertCanRead(auth, input.list);
  const roleId = input.roleId ?? null;
  return withIdempotency(db, claim, () =>
    answerTaken(() =>
      idempotentCreate(db, claim, async (tx) => {
        if (roleId !== null) await assertCanShare(tx, auth, roleId);
        await assertNameFree(tx, auth, input.list, input.name);
        const [last] = await tx
          .select({ position: max(savedViews.position) })
          .from(savedViews)
          .where(and(eq(savedViews.ownerId, auth.userId), eq(savedViews.list, input.list)));
        const [created] = await tx
          .insert(savedViews)
          .values({ ownerId: auth.userId, list: input.list, name: input.name, search: input.search, roleId, position: (last?.position ?? -1) + 1 })
          .returning({ id: savedViews.id });
        const view = await viewOf(tx, auth, created!.id);
        await writeViewLog(tx, auth, view.id, 'CREATE', null, savedViewSnapshot(view));
        return view;
      }),
    ),
  );
}

export async function updateView(ctx: ServiceContext, auth: AuthContext, id: number, input: z.output<typeof updateViewSchema>): Promise<SavedView> {
  return answerTaken(() =>
    ctx.database.db.transaction(async (tx) => {
      const row = await ownView(tx, auth, id);
      const list = row.list as ViewList;
      const changes: Partial<typeof savedViews.$inferInsert> = {};
      if (input.name !== undefined && input.name !== row.name) {
        await assertNameFree(tx, auth, list, input.name, id);
        changes.name = input.name;
      }
      if (input.search !== undefined && input.search !== row.search) changes.search = input.search;
      if (input.roleId !== undefined && input.roleId !== row.roleId) {
        // Making a view personal again takes nothing from anyone's permissions: its owner may.
        if (input.roleId !== null) await assertCanShare(tx, auth, input.roleId);
        changes.roleId = input.roleId;
      }
      const before = toView(row, auth);
      if (Object.keys(changes).length === 0) return before;
      await tx.update(savedViews).set({ ...changes, updatedAt: new Date() }).where(eq(savedViews.id, id));
      const after = await viewOf(tx, auth, id);
      await writeViewLog(tx, auth, id, 'UPDATE', savedViewSnapshot(before), savedViewSnapshot(after));
      return after;
    }),
  );
}

export async function deleteView(ctx: ServiceContext, auth: AuthContext, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await ownView(tx, auth, id);
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    await writeViewLog(tx, auth, id, 'DELETE', savedViewSnapshot(toView(row, auth)), null);
  });
}

/**
 * `PUT /api/views/order`: the caller's own views of the list in their new order, each of them
 * once (400 `fields.ids = INVALID_VALUE` otherwise). Each view that moves gets an UPDATE row with
 * its place before and after.
 */
export async function orderViews(ctx: ServiceContext, auth: AuthContext, input: z.output<typeof viewOrderSchema>): Promise<SavedView[]> {
  assertCanRead(auth, input.list);
  return ctx.database.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: savedViews.id, position: savedViews.position })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, auth.userId), eq(savedViews.list, input.list)))
      .orderBy(asc(savedViews.position), asc(savedViews.id))
      .for('update');
    const ids = new Set(input.ids);
    if (ids.size !== input.ids.length || own.length !== ids.size || own.some((view) => !ids.has(view.id))) {
      throw validationFailed({ ids: 'INVALID_VALUE' });
    }
    const placeOf = new Map(own.map((view, index) => [view.id, index]));
    for (const [position, viewId] of input.ids.entries()) {
      const before = placeOf.get(viewId)!;
      if (before === position && own[before]!.position === position) continue;
      await tx.update(savedViews).set({ position }).where(eq(savedViews.id, viewId));
      if (before !== position) await writeViewLog(tx, auth, viewId, 'UPDATE', { position: before + 1 }, { position: position + 1 });
    }
    return listOf(tx, auth, input.list);
  });
}
