import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPANY_PROFILE } from '../../contract/areas';
import { companyProfileSnapshot, type CompanyProfile, type updateCompanyProfileSchema } from '../../contract/company-profile';
import type { AuthContext } from '../auth/auth-cache';
import type { Queryable } from '../db/client';
import { companyProfile, users } from '../db/schema';
import { loggableError, notFound, versionConflict } from '../errors';
import { writeChangeLog } from './change-log';
import type { ServiceContext } from './context';
import { LOGO_NAME, processLogo, readLogo, removeLogos, storeLogo } from './proof-images';

/**
 * The company profile (docs/decisions/337-company-profile.md): one row (id 1, made by migration
 * 0018), read by every signed-in user, changed with update-company-profile. Each write locks the
 * row, bumps its version and writes its change-log row in one transaction; a logo is stored before
 * its transaction and removed when that fails, and the replaced logo is removed once the new one has
 * committed, so no stored logo outlives its row.
 */
const ID = 1;

const columns = {
  name: companyProfile.name,
  address: companyProfile.address,
  phone: companyProfile.phone,
  npwp: companyProfile.npwp,
  logoFile: companyProfile.logoFile,
  logoWidth: companyProfile.logoWidth,
  logoHeight: companyProfile.logoHeight,
  version: companyProfile.version,
  updatedAt: companyProfile.updatedAt,
  updatedBy: companyProfile.updatedBy,
  updatedByName: users.name,
};

async function profileOf(db: Queryable, options: { lock?: boolean } = {}): Promise<CompanyProfile> {
  const query = db.select(columns).from(companyProfile).leftJoin(users, eq(users.id, companyProfile.updatedBy)).where(eq(companyProfile.id, ID));
  const [row] = options.lock ? await query.for('update', { of: companyProfile }) : await query;
  // Migration 0018 makes the row and nothing deletes it.
  if (!row) throw new Error('The company_profile row is missing');
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    npwp: row.npwp,
    logo: row.logoFile === null ? null : { name: row.logoFile, width: row.logoWidth!, height: row.logoHeight! },
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy: row.updatedBy === null ? null : { id: row.updatedBy, name: row.updatedByName ?? '' },
  };
}

/** `GET /api/company-profile`. */
export const getCompanyProfile = (ctx: ServiceContext) => profileOf(ctx.database.db);

type Columns = Partial<Pick<typeof companyProfile.$inferInsert, 'name' | 'address' | 'phone' | 'npwp' | 'logoFile' | 'logoWidth' | 'logoHeight'>>;

/** One change under the row's lock: the new version, who and when, and its change-log row. */
async function write(tx: Queryable, auth: AuthContext, before: CompanyProfile, changes: Columns): Promise<CompanyProfile> {
  await tx
    .update(companyProfile)
    .set({ ...changes, version: sql`${companyProfile.version} + 1`, updatedAt: new Date(), updatedBy: auth.userId })
    .where(eq(companyProfile.id, ID));
  const after = await profileOf(tx);
  await writeChangeLog(tx, {
    entity: COMPANY_PROFILE.changeEntity,
    entityId: ID,
    action: 'UPDATE',
    actorId: auth.userId,
    before: companyProfileSnapshot(before),
    after: companyProfileSnapshot(after),
  });
  return after;
}

/**
 * `PUT /api/company-profile`: the whole text, at the version the form was loaded at (stale: 409
 * VERSION_CONFLICT with the profile as it is now). An address left out is empty, a phone or NPWP
 * left out is none. A save that changes nothing answers the profile as it is, with no new version
 * and no log row, as the resource kit's unchanged PATCH does (server/services/resource.ts).
 */
export async function updateCompanyProfile(ctx: ServiceContext, auth: AuthContext, input: z.output<typeof updateCompanyProfileSchema>): Promise<CompanyProfile> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await profileOf(tx, { lock: true });
    if (before.version !== input.version) throw versionConflict(before);
    const next = { name: input.name, address: input.address ?? '', phone: input.phone ?? null, npwp: input.npwp ?? null };
    if (next.name === before.name && next.address === before.address && next.phone === before.phone && next.npwp === before.npwp) return before;
    return write(tx, auth, before, next);
  });
}

/**
 * `PUT /api/company-profile/logo`: the picture through the proof pipeline (processLogo), stored
 * under a new name, then the row pointed at it; the old file goes once that has committed.
 */
export async function replaceCompanyLogo(ctx: ServiceContext, auth: AuthContext, upload: Buffer): Promise<CompanyProfile> {
  const logo = await processLogo(upload);
  const name = await storeLogo(ctx.files, logo);
  let result: { profile: CompanyProfile; replaced: string | null };
  try {
    result = await ctx.database.db.transaction(async (tx) => {
      const before = await profileOf(tx, { lock: true });
      const profile = await write(tx, auth, before, { logoFile: name, logoWidth: logo.width, logoHeight: logo.height });
      return { profile, replaced: before.logo?.name ?? null };
    });
  } catch (error) {
    // A removal that fails too (the store gone meanwhile) leaves a logo no row names: logged, never served.
    await removeLogos(ctx.files, [name]).catch((cleanup: unknown) => ctx.log.warn({ err: loggableError(cleanup) }, 'company logo of a failed upload not removed'));
    throw error;
  }
  await removeReplaced(ctx, result.replaced);
  return result.profile;
}

/** `DELETE /api/company-profile/logo`: none afterwards; without one, the profile as it is and no log row. */
export async function removeCompanyLogo(ctx: ServiceContext, auth: AuthContext): Promise<CompanyProfile> {
  const result = await ctx.database.db.transaction(async (tx) => {
    const before = await profileOf(tx, { lock: true });
    if (!before.logo) return { profile: before, replaced: null };
    const profile = await write(tx, auth, before, { logoFile: null, logoWidth: null, logoHeight: null });
    return { profile, replaced: before.logo.name };
  });
  await removeReplaced(ctx, result.replaced);
  return result.profile;
}

/** The change has committed: a file left behind by a failed removal is only disk space, so it is logged, not answered. */
async function removeReplaced(ctx: ServiceContext, name: string | null): Promise<void> {
  await removeLogos(ctx.files, [name]).catch((error: unknown) => ctx.log.warn({ err: loggableError(error) }, 'replaced company logo not removed'));
}

/**
 * `GET /api/company-profile/logo/:name` (public): the current logo's bytes by its generated name.
 * Any other name, a replaced logo's included, is 404: a cached copy of a replaced logo is never
 * asked for again, since the profile names the new one.
 */
export async function readCompanyLogo(ctx: ServiceContext, name: string): Promise<Buffer> {
  if (!LOGO_NAME.test(name)) throw notFound('Logo');
  const [row] = await ctx.database.db.select({ logoFile: companyProfile.logoFile }).from(companyProfile).where(eq(companyProfile.id, ID));
  if (row?.logoFile !== name) throw notFound('Logo');
  const bytes = await readLogo(ctx.files, name);
  if (!bytes) throw notFound('Logo');
  return bytes;
}
