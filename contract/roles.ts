import { z } from 'zod';
import { PERMISSION_AREAS, PERMISSION_NAMES } from './permissions';

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

/** `PUT /api/roles/:id/permissions`: the whole set, with the role's version. */
export const updateRolePermissionsSchema = z.strictObject({
  names: z.array(permissionNameSchema).max(PERMISSION_NAMES.length),
  version: z.number().int().positive(),
});
export type UpdateRolePermissions = z.infer<typeof updateRolePermissionsSchema>;
