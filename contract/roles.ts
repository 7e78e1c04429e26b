import { z } from 'zod';
import { multiLineTextSchema, nameTextSchema } from './text';
import { ROLES } from './areas/roles';
import { areaListQuerySchema } from './lists';
import { PERMISSION_AREAS, PERMISSION_NAMES } from './permissions';
import { ROLE_DESCRIPTION_MAX } from './roles-values';

export { ROLE_DESCRIPTION_MAX, ROLE_SORT_FIELDS, type RoleSortField } from './roles-values';

const permissionNameSchema = z.string().refine((name) => (PERMISSION_NAMES as readonly string[]).includes(name), {
  message: 'UNKNOWN_PERMISSION',
});

/** `GET /api/roles/:id/permissions`: every permission of the catalogue with `granted`. */
export const rolePermissionEntrySchema = z.object({
  name: z.string(),
  area: z.enum(PERMISSION_AREAS),
  description: z.object({ id: z.string(), en: z.string() }),
  granted: z.boolean(),
});
export const rolePermissionsSchema = z.object({
  roleId: z.number().int().positive(),
  roleName: z.string(),
  version: z.number().int().positive(),
  permissions: z.array(rolePermissionEntrySchema),
});
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

/**
 * `PUT /api/roles/:id/permissions`: the whole set, with the role's version. A name outside the
 * catalogue is 400 with the field code UNKNOWN_PERMISSION (`names.<index>`); taking
 * update-permissions away from the last role whose active users hold it is 422
 * LAST_PERMISSION_MANAGER.
 */
export const updateRolePermissionsSchema = z.strictObject({
  names: z.array(permissionNameSchema).max(PERMISSION_NAMES.length),
  version: z.number().int().positive(),
});
export type UpdateRolePermissions = z.infer<typeof updateRolePermissionsSchema>;

export const ROLE_NAME_MIN = 3;
export const ROLE_NAME_MAX = 50;

/**
 * A role name (docs/product/data.md): 3–50 characters, spaces allowed, unique ignoring case. The
 * name rule of contract/text.ts (no control or invisible characters, INVALID_CHARACTERS; blanks
 * trimmed and collapsed); a name of blanks only is BLANK.
 */
export const roleNameSchema = nameTextSchema().superRefine((value, ctx) => {
  const problem = value === '' ? 'BLANK' : value.length < ROLE_NAME_MIN ? 'TOO_SHORT' : value.length > ROLE_NAME_MAX ? 'TOO_LONG' : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const roleDescriptionSchema = multiLineTextSchema(ROLE_DESCRIPTION_MAX);

/**
 * A role as lists and details answer it. `userCount` counts the role's active users;
 * `permissionCount` its granted permissions.
 */
export const roleSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  userCount: z.number().int().nonnegative(),
  permissionCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** `GET /api/roles`: search by name, sorted by name by default. */
export const roleListQuerySchema = areaListQuerySchema(ROLES.list, {});
export type RoleListQuery = z.input<typeof roleListQuerySchema>;

/**
 * `POST /api/roles` (201, `{ data: Role }`), with an `Idempotency-Key` header. A new role holds
 * no permissions until `PUT /api/roles/:id/permissions`. Duplicate name: 409 CONFLICT with
 * `fields.name = TAKEN`.
 */
export const createRoleSchema = z.strictObject({
  name: roleNameSchema,
  description: roleDescriptionSchema.optional(),
});
export type CreateRole = z.input<typeof createRoleSchema>;

/** `PATCH /api/roles/:id`: name and description with the role's `version`. */
export const updateRoleSchema = z.strictObject({
  version: z.number().int().positive(),
  name: roleNameSchema.optional(),
  description: roleDescriptionSchema.optional(),
});
export type UpdateRole = z.input<typeof updateRoleSchema>;
