import { createHash, randomBytes } from 'node:crypto';
import { eq, notInArray, sql } from 'drizzle-orm';
import { DEMO_USERS, PERMISSIONS, SEEDED_ROLES } from '../../contract/permissions';
import type { PasswordHasher } from '../auth/passwords';
import { newTokenSecret } from '../auth/tokens';
import { writeChangeLog } from '../services/change-log';
import type { FileStore } from '../services/file-store';
import { logSnapshot } from '../services/me-service';
import type { Db } from './client';
import { generateDemoData } from './demo';
import { permissions, rolePermissions, roles, serverSettings, users } from './schema';

export interface SeedResult {
  /** True on the first start (nothing was there). */
  readonly firstStart: boolean;
  /** The admin password when it was generated now; printed once, never stored in plain text. */
  readonly generatedAdminPassword: string | undefined;
  readonly demoUsernames: readonly string[];
}

/**
 * The catalogue follows contract/permissions.ts on every start (new areas add permissions); a
 * permission new to the database is granted to Master, which holds every permission.
 */
export async function syncPermissionCatalogue(db: Db): Promise<void> {
  // Most starts find the catalogue unchanged: one read instead of an upsert of every permission
  // (start-up budget: 3 s to the first 200).
  const fingerprint = createHash('sha256').update(JSON.stringify(PERMISSIONS)).digest('hex');
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.name, 'permission-catalogue'));
  if (stored?.value === fingerprint) return;
  const inserted = await db
    .insert(permissions)
    .values(
      PERMISSIONS.map((permission) => ({
        name: permission.name,
        area: permission.area,
        descriptionId: permission.description.id,
        descriptionEn: permission.description.en,
      })),
    )
    .onConflictDoUpdate({
      target: permissions.name,
      set: { area: sql`excluded.area`, descriptionId: sql`excluded.description_id`, descriptionEn: sql`excluded.description_en` },
    })
    .returning({ id: permissions.id, isNew: sql<boolean>`xmax = 0` });
  const fresh = inserted.filter((row) => row.isNew).map((row) => row.id);
  const [master] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Master'));
  if (master && fresh.length > 0) {
    await db
      .insert(rolePermissions)
      .values(fresh.map((permissionId) => ({ roleId: master.id, permissionId })))
      .onConflictDoNothing();
  }
  // A permission removed from the catalogue must not linger in any role.
  await db.delete(permissions).where(notInArray(permissions.name, PERMISSIONS.map((permission) => permission.name)));
  await db
    .insert(serverSettings)
    .values({ name: 'permission-catalogue', value: fingerprint })
    .onConflictDoUpdate({ target: serverSettings.name, set: { value: fingerprint } });
}

/** Generates a readable strong password: 4 groups of 4 from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** First start: roles, `admin` (Master) and, with demo on, one user per role and demo data. */
export async function seed(
  db: Db,
  options: { hasher: PasswordHasher; adminPassword: string | undefined; demo: boolean; photos?: FileStore },
): Promise<SeedResult> {
  await syncPermissionCatalogue(db);
  const [existing] = await db.select({ id: roles.id }).from(roles).limit(1);
  if (existing) return { firstStart: false, generatedAdminPassword: undefined, demoUsernames: [] };

  const adminPassword = options.adminPassword ?? generatePassword();
  const passwordHash = await options.hasher.hash(adminPassword);
  const demoUsernames: string[] = [];
  await db.transaction(async (tx) => {
    const catalogue = await tx.select().from(permissions);
    const idOf = new Map(catalogue.map((permission) => [permission.name, permission.id]));
    const roleIds = new Map<string, number>();
    for (const role of SEEDED_ROLES) {
      const [created] = await tx
        .insert(roles)
        .values({ name: role.name, description: role.description })
        .returning({ id: roles.id });
      roleIds.set(role.name, created!.id);
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((name) => ({ roleId: created!.id, permissionId: idOf.get(name)! })));
      await writeChangeLog(tx, {
        entity: 'role',
        entityId: created!.id,
        action: 'CREATE',
        actorId: null,
        before: null,
        after: { name: role.name, description: role.description, permissions: [...role.permissions] },
      });
    }
    const admin = DEMO_USERS.find((user) => user.username === 'admin')!;
    const seeded = options.demo ? DEMO_USERS : [admin];
    // Every demo user shares the admin's password (docs/product/running.md), so one hash serves them all.
    const created = await tx
      .insert(users)
      .values(
        seeded.map((user) => ({
          username: user.username,
          name: user.name,
          passwordHash,
          roleId: roleIds.get(user.role)!,
        })),
      )
      .returning();
    // Every seeded record has its CREATE row, as the master data's have: made by the system.
    for (const [index, row] of created.entries()) {
      await writeChangeLog(tx, { entity: 'user', entityId: row.id, action: 'CREATE', actorId: null, before: null, after: logSnapshot(row, seeded[index]!.role) });
    }
    demoUsernames.push(...seeded.map((user) => user.username));
    if (options.demo) await generateDemoData(tx, { roleIds, ...(options.photos ? { photos: options.photos } : {}) });
  });
  return {
    firstStart: true,
    generatedAdminPassword: options.adminPassword ? undefined : adminPassword,
    demoUsernames,
  };
}

/**
 * LAJU_TOKEN_SECRET, else the secret generated on the first start and kept in the database (in the
 * data dir for PGlite; shared by every instance on one PostgreSQL).
 */
export async function resolveTokenSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const read = async () =>
    (await db.select().from(serverSettings).where(eq(serverSettings.name, 'access-token')))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two instances starting at once on one PostgreSQL: the first insert wins, both read it.
  await db.insert(serverSettings).values({ name: 'access-token', value: newTokenSecret() }).onConflictDoNothing();
  return (await read())!;
}
