import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(128),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** What login and refresh answer inside `data` (original §7, docs/product/api.md). */
export const sessionSchema = z.object({
  userId: z.number().int().positive(),
  username: z.string().min(1),
  accessToken: z.string().min(1),
  roleId: z.number().int().positive(),
});
export type Session = z.infer<typeof sessionSchema>;

export const permissionEntrySchema = z.object({ name: z.string().min(1) });
export const myPermissionsSchema = z.array(permissionEntrySchema);
export type MyPermissions = z.infer<typeof myPermissionsSchema>;
