import { z } from 'zod';

/**
 * `GET /api/health`, the readiness check a load balancer polls: 200 with `ready: true` when the
 * database answers (and, on PostgreSQL, cache invalidations from other instances arrive); 503
 * with `status: 'unavailable'`, `live: true`, `ready: false` while the process runs but cannot
 * serve.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  live: z.literal(true),
  ready: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
  /**
   * The server's own backups, when it makes them (docs/decisions/342-backups.md): when the last good
   * one was made and how the last attempt ended. Readiness never depends on it.
   */
  backup: z
    .object({
      lastSuccessAt: z.string().nullable(),
      ageSeconds: z.number().int().nonnegative().nullable(),
      lastResult: z.enum(['ok', 'failed']).nullable(),
    })
    .optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`, the liveness check: 200 whenever the process answers (no database). */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  live: z.literal(true),
  uptimeSeconds: z.number().nonnegative(),
});
export type Liveness = z.infer<typeof livenessSchema>;
