import { z } from 'zod';

/** A user as lists and admin actions answer it; never a password hash. */
export const userSummarySchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roleId: z.number().int().positive(),
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Deactivate and restore carry the version the screen showed; omitted means "whatever it is now". */
export const userStatusChangeSchema = z.strictObject({ version: z.number().int().positive().optional() }).nullish();
