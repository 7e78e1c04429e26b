import { z } from 'zod';
import { emailSchema, nameTextSchema } from './text';

export { emailSchema } from './text';
import { newPasswordSchema } from './password';
import { ACTIVITY_TYPES } from './me-values';

export { ACTIVITY_TYPES, type ActivityType } from './me-values';

export const activitySchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(ACTIVITY_TYPES),
  userId: z.number().int().positive().nullable(),
  /** The attempted username on a failed sign-in; the user's name otherwise. */
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** A list export's list, format, query and row count (contract/list-export.ts); null for the others. */
  details: z
    .object({
      list: z.string(),
      format: z.string(),
      rows: z.number().int().min(0),
      query: z.record(z.string(), z.unknown()),
      chosen: z.number().int().min(0).optional(),
    })
    .nullish(),
  /** The API token that made the request, and the request ("POST /api/customers 201"). */
  apiToken: z.object({ id: z.number().int().positive(), name: z.string(), request: z.string() }).nullish(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
export const usernameSchema = z.string().trim().regex(USERNAME_PATTERN);
/** A person's name: the name rule of contract/text.ts, then 1–100 characters. */
export const personNameSchema = nameTextSchema().pipe(z.string().min(1).max(100));

/** The signed-in user as `GET /api/users/my` answers it; never a password hash. */
export const meSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roleId: z.number().int().positive(),
  roleName: z.string(),
  active: z.boolean(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * `PATCH /api/users/my`: name and email, and a password change that needs the current password.
 * `version` is the one the form was loaded with (409 VERSION_CONFLICT when stale).
 */
export const updateMeSchema = z
  .strictObject({
    version: z.number().int().positive(),
    name: personNameSchema.optional(),
    email: z.union([emailSchema, z.literal('').transform(() => null), z.null()]).optional(),
    currentPassword: z.string().min(1).max(1024).optional(),
    newPassword: newPasswordSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== undefined && value.currentPassword === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'REQUIRED' });
    }
  });
export type UpdateMe = z.input<typeof updateMeSchema>;
