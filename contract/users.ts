import { z } from 'zod';
import { USERS } from './areas/users';
import { areaListQuerySchema, idFilterSchema, listQuerySchema, searchParamSchema, sortParamSchema, checkDateRange, dateRangeShape } from './lists';
import { personNameSchema } from './me';
import { ACTIVITY_TYPES } from './me-values';
import { newPasswordSchema, PASSWORD_ERRORS } from './password';
import { REMOVED_USER_SORT_FIELDS, USER_STATUSES } from './users-values';

export { REMOVED_USER_SORT_FIELDS, USER_SORT_FIELDS, USER_STATUSES, type UserSortField, type UserStatus } from './users-values';

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

/**
 * A user with the name of their role: every row of `GET /api/users` and `/api/users/removed`, and
 * the answer of `GET /api/users/:id`, `POST /api/users`, `PATCH /api/users/:id`, deactivate and
 * restore (and `error.current` of a 409 VERSION_CONFLICT on a user).
 */
export const userSchema = userSummarySchema.extend({ roleName: z.string() });
export type User = z.infer<typeof userSchema>;

/** Deactivate and restore carry the version the screen showed; omitted means "whatever it is now". */
export const userStatusChangeSchema = z.strictObject({ version: z.number().int().positive().optional() }).nullish();

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
/**
 * A new username (docs/product/data.md): 3–50 of ASCII letters, digits, `.`, `_`, `-`, unique
 * ignoring case. Leading and trailing blanks are trimmed; anything else outside the set (a space
 * inside, a Cyrillic "а" that looks like "a", an emoji) is INVALID_FORMAT; length comes first
 * (TOO_SHORT / TOO_LONG), so 10,000 characters answer TOO_LONG.
 */
export const newUsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(/^[A-Za-z0-9._-]+$/);

/** An optional email: '' and null clear it; otherwise a valid address of at most 254 characters. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.regexes.email.test(value), { message: 'INVALID_FORMAT' })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const roleIdSchema = z.number().int().positive().max(2_147_483_647);

/** The password may not be the username (ignoring case and surrounding blanks). */
const passwordNotUsername = (value: { username?: unknown; password?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof value.username !== 'string' || typeof value.password !== 'string') return;
  if (value.password.trim().toLowerCase() === value.username.trim().toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_ERRORS.isUsername });
  }
};

/**
 * `POST /api/users` (201, `{ data: User }`). Send an `Idempotency-Key` header: a repeated key with
 * the same body answers the first result and creates nothing. Field errors: username TOO_SHORT /
 * TOO_LONG / INVALID_FORMAT / TAKEN (409), email INVALID_FORMAT / TAKEN (409), roleId NOT_FOUND,
 * password PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_IS_USERNAME / PASSWORD_TOO_COMMON.
 */
export const createUserSchema = z
  .strictObject({
    username: newUsernameSchema,
    name: personNameSchema,
    email: optionalEmailSchema,
    roleId: roleIdSchema,
    password: newPasswordSchema,
  })
  .superRefine(passwordNotUsername);
export type CreateUser = z.input<typeof createUserSchema>;

/**
 * `PATCH /api/users/:id`: any of name, email, role and a new password (an administrator's reset:
 * it ends the user's sessions), with the `version` the form was loaded with. The username is
 * fixed once created.
 */
export const updateUserSchema = z.strictObject({
  version: z.number().int().positive(),
  name: personNameSchema.optional(),
  email: optionalEmailSchema,
  roleId: roleIdSchema.optional(),
  password: newPasswordSchema.optional(),
});
export type UpdateUser = z.input<typeof updateUserSchema>;

/** `GET /api/users`: search over username, name and email; filters; sort (default newest first). */
export const userListQuerySchema = areaListQuerySchema(USERS.list, { roleId: idFilterSchema, status: z.enum(USER_STATUSES).default('active') });
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** `GET /api/users/removed`: the deactivated users, most recently deactivated first by default. */
export const removedUserListQuerySchema = listQuerySchema({
  q: searchParamSchema,
  roleId: idFilterSchema,
  sort: sortParamSchema(REMOVED_USER_SORT_FIELDS).default('-deactivatedAt'),
});
export type RemovedUserListQuery = z.input<typeof removedUserListQuerySchema>;

/**
 * `GET /api/users/activities`: every user's activity, newest first. `userId` also matches failed
 * sign-ins typed with that user's username (they carry no user id; original-system §9.1.7).
 */
export const activityListQuerySchema = listQuerySchema({
  userId: idFilterSchema,
  type: z.enum(ACTIVITY_TYPES).optional(),
  ...dateRangeShape,
}).superRefine(checkDateRange);
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;
