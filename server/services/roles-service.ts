import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paging } from '../../contract/api';
import { ROLES } from '../../contract/areas';
import { PERMISSIONS } from '../../contract/permissions';
import type {
  createRoleSchema,
  Role,
  roleListQuerySchema,
  RolePermissions,
  updateRoleSchema,
} from '../../contract/roles';
import type { AuthContext } from '../auth/auth-cache';
import { rowsOf, type Queryable } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';
import { ApiError, notFound, versionConflict } from '../errors';
import { writeChangeLog } from './change-log';
import type { ServiceContext } from './context';
import type { IdempotencyClaim } from './idempotency';
import { answerConflict, createResource, defineResource, listResource, updateResource, versionedUpdate } from './resource';
import { assertWithinOwnPermissions, guardPermissionManagers, MANAGER_PERMISSION } from './permission-rules';

interface RoleRow {
  id: number;
  name: string;
  description: string;
  user_count: number;
  permission_count: number;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

const toRole = (row: RoleRow): Role => ({
  id: Number(row.id),
  name: row.name,
  description: row.description,
  userCount: Number(row.user_count),
  permissionCount: Number(row.permission_count),
  version: Number(row.version),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const ROLE_COLUMNS = sql`r.id, r.name, r.description, r.version, r.created_at, r.updated_at,
  (select count(*) from users u where u.role_id = r.id and u.deactivated_at is null)::int as user_count,
  (select count(*) from role_permissions rp where rp.role_id = r.id)::int as permission_count`;

/** `GET /api/roles`: with each role's active-user and permission counts, on the kit's list. */
export const listRoles = (ctx: ServiceContext, query: z.output<typeof roleListQuerySchema>): Promise<{ data: Role[]; paging: Paging }> =>
  listResource(ctx, roleDefinition(ctx) as never, query);

/** `GET /api/roles/:id`. */
export async function getRole(db: Queryable, roleId: number): Promise<Role> {
  const [row] = rowsOf<RoleRow>(await db.execute(sql`select ${ROLE_COLUMNS} from roles r where r.id = ${roleId}`));
  if (!row) throw notFound('Role');
  return toRole(row);
}

const roleExceedsOwn = () => new ApiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have');

const roleSnapshot = (role: { id: number; name: string; description: string; version: number }) => ({
  id: role.id,
  name: role.name,
  description: role.description,
  version: role.version,
});

/** `POST /api/roles`: a role without permissions (the matrix grants them), on the kit's create. */
export async function createRole(
  ctx: ServiceContext,
  auth: AuthContext,
  input: z.output<typeof createRoleSchema>,
  claim: IdempotencyClaim | undefined,
): Promise<{ value: Role; replayed: boolean }> {
  const result = await createResource<Role>(ctx, roleDefinition(ctx) as never, auth, input, claim);
  // A permission lookup for this id before it existed may have been cached as empty.
  if (!result.replayed) await ctx.cache.invalidate(`role:${result.value.id}`);
  return result;
}

type RoleTableRow = typeof roles.$inferSelect;

/**
 * Roles on the kit's one versioned update (`updateResource`, decision 164): the record with its
 * active-user and permission counts, the name unique ignoring case, and a role holding more than
 * the caller read-only to them.
 */
const roleDefinition = (ctx: ServiceContext) =>
  defineResource<RoleTableRow, Role, typeof ROLES>(ROLES, {
    table: roles,
    toRecord: (row) => toRole({ ...row, user_count: 0, permission_count: 0, created_at: row.createdAt, updated_at: row.updatedAt }),
    // The page's roles with their counts, in the page's order.
    expand: async (db, rows) => {
      if (rows.length === 0) return [];
      const counted = rowsOf<RoleRow>(
        await db.execute(sql`select ${ROLE_COLUMNS} from roles r where r.id in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`),
      );
      const byId = new Map(counted.map((row) => [Number(row.id), toRole(row)]));
      return rows.flatMap((row) => byId.get(row.id) ?? []);
    },
    snapshot: roleSnapshot,
    // Roles have no search column: a handful of rows, searched by name.
    search: (pattern) => sql`search_text(name) like ${pattern}`,
    orders: {
      name: (direction) => sql.raw(`lower(name) ${direction}`),
      createdAt: (direction) => sql.raw(`created_at ${direction}`),
    },
    writes: {
      authorize: (current, auth) => assertWithinOwnPermissions(ctx, auth.permissions, current.id),
      createdFacts: () => ({ permissions: [] }),
    },
  });

/** `PATCH /api/roles/:id`: name and description, through the kit's versioned update. */
export async function updateRole(
  ctx: ServiceContext,
  auth: AuthContext,
  roleId: number,
  input: z.output<typeof updateRoleSchema>,
): Promise<Role> {
  return updateResource<Role>(ctx, roleDefinition(ctx) as never, auth, roleId, input);
}

export async function getRolePermissions(db: Queryable, roleId: number): Promise<RolePermissions> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('Role');
  const granted = new Set(
    (
      await db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.roleId, roleId))
    ).map((row) => row.name),
  );
  return {
    roleId: role.id,
    roleName: role.name,
    version: role.version,
    permissions: PERMISSIONS.map((permission) => ({
      name: permission.name,
      area: permission.area,
      description: permission.description,
      granted: granted.has(permission.name),
    })),
  };
}

/**
 * Replaces a role's permission set; users of the role see the change on their next request.
 * Refused: changing a role that holds a permission the caller lacks, or granting one (422
 * PERMISSIONS_EXCEED_OWN), and
 * taking update-permissions away unless another active user holds it and everything the role held
 * (422 LAST_PERMISSION_MANAGER). Unknown names never get here (400 UNKNOWN_PERMISSION).
 */
export async function setRolePermissions(
  ctx: ServiceContext,
  auth: AuthContext,
  roleId: number,
  input: { names: readonly string[]; version: number },
): Promise<RolePermissions> {
  const db = ctx.database.db;
  const names = [...new Set(input.names)].sort();
  await answerConflict(
    () =>
      db.transaction(async (tx) => {
        // The managers' lock first, then the role's grants as committed (one guard with the users
        // path, docs/decisions/293-one-managers-lock.md).
        const managers = await guardPermissionManagers(tx, roleId);
        // Read without a lock: the versioned UPDATE below only succeeds if nothing changed since.
        const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
        if (!role) throw notFound('Role');
        if (role.version !== input.version) throw versionConflict(null);
        const before = managers.held;
        // A role holding more than the caller is read-only to them, Master included: removing
        // follows the same rule as granting, so a narrower manager cannot strip Master.
        if (before.some((name) => !auth.permissions.has(name))) throw roleExceedsOwn();
        const added = names.filter((name) => !before.includes(name));
        if (added.length === 0 && before.length === names.length) return; // nothing changes, nothing logged
        if (added.some((name) => !auth.permissions.has(name))) {
          throw new ApiError(422, 'PERMISSIONS_EXCEED_OWN', 'You cannot grant permissions you do not have');
        }
        // The role's row first: its lock, and the proof that nothing changed since the read.
        await versionedUpdate(tx, roles, roleId, input.version, {});
        const wanted =
          names.length === 0 ? [] : await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
        await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
        if (wanted.length > 0) {
          await tx.insert(rolePermissions).values(wanted.map((permission) => ({ roleId, permissionId: permission.id })));
        }
        await writeChangeLog(tx, {
          entity: 'role',
          entityId: roleId,
          action: 'UPDATE',
          actorId: auth.userId,
          before: { permissions: before },
          after: { permissions: names },
        });
        // Judged on the rows as this change leaves them: someone must remain who could give back
        // all this role held (decision 152).
        if (!names.includes(MANAGER_PERMISSION)) await managers.assertManagerRemains();
      }),
    () => getRolePermissions(db, roleId),
  );
  await ctx.cache.invalidate(`role:${roleId}`);
  return getRolePermissions(db, roleId);
}
