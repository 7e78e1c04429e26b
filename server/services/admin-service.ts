import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PERMISSIONS } from '../../contract/permissions';
import type { RolePermissions } from '../../contract/roles';
import type { UserSummary } from '../../contract/users';
import { permissions, rolePermissions, roles, users } from '../db/schema';
import { ApiError, notFound, versionConflict } from '../errors';
import { revokeUserSessions } from './auth-service';
import { writeChangeLog } from './change-log';
import type { ServiceContext } from './context';
import { userSnapshot } from './me-service';

type UserRow = typeof users.$inferSelect;

export const toUserSummary = (user: UserRow): UserSummary => ({
  id: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  roleId: user.roleId,
  active: user.deactivatedAt === null,
  deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  version: user.version,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

/**
 * Deactivates or restores a user. Deactivation ends all the user's sessions in the same
 * transaction; the auth cache learns it after the commit, so the next request is refused.
 */
export async function setUserActive(
  ctx: ServiceContext,
  actorId: number,
  userId: number,
  active: boolean,
  version: number | undefined,
): Promise<UserSummary> {
  if (!active && userId === actorId) {
    throw new ApiError(422, 'BUSINESS_RULE', 'You cannot deactivate yourself', { fields: { id: 'SELF_DEACTIVATION' } });
  }
  const db = ctx.database.db;
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw notFound('User');
    if (version !== undefined && current.version !== version) throw versionConflict(toUserSummary(current));
    if ((current.deactivatedAt === null) === active) {
      throw new ApiError(409, 'CONFLICT', active ? 'User is already active' : 'User is already deactivated');
    }
    const [row] = await tx
      .update(users)
      .set({ deactivatedAt: active ? null : new Date(), version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), active ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)))
      .returning();
    if (!active) await revokeUserSessions(ctx, tx, userId, 'DEACTIVATED');
    await writeChangeLog(tx, {
      entity: 'user',
      entityId: userId,
      action: active ? 'RESTORE' : 'DELETE',
      actorId,
      before: userSnapshot(current),
      after: userSnapshot(row!),
    });
    return row!;
  });
  await ctx.cache.invalidate(`user:${userId}`);
  return toUserSummary(updated);
}

export async function getRolePermissions(ctx: ServiceContext, roleId: number): Promise<RolePermissions> {
  const db = ctx.database.db;
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

/** Replaces a role's permission set; users of the role see the change on their next request. */
export async function setRolePermissions(
  ctx: ServiceContext,
  actorId: number,
  roleId: number,
  input: { names: readonly string[]; version: number },
): Promise<RolePermissions> {
  const names = [...new Set(input.names)];
  await ctx.database.db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).for('update');
    if (!role) throw notFound('Role');
    if (role.version !== input.version) throw versionConflict(null);
    const before = (
      await tx
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.roleId, roleId))
    ).map((row) => row.name);
    const wanted =
      names.length === 0 ? [] : await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (wanted.length > 0) {
      await tx.insert(rolePermissions).values(wanted.map((permission) => ({ roleId, permissionId: permission.id })));
    }
    await tx
      .update(roles)
      .set({ version: sql`${roles.version} + 1`, updatedAt: new Date() })
      .where(eq(roles.id, roleId));
    await writeChangeLog(tx, {
      entity: 'role',
      entityId: roleId,
      action: 'UPDATE',
      actorId,
      before: { permissions: before.sort() },
      after: { permissions: [...names].sort() },
    });
  }).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
      throw versionConflict(await getRolePermissions(ctx, roleId));
    }
    throw error;
  });
  await ctx.cache.invalidate(`role:${roleId}`);
  return getRolePermissions(ctx, roleId);
}
