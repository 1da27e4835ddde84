import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  uptimeSeconds: z.number(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

const dependencyState = z.enum(['ok', 'unavailable']);

/**
 * GET /api/ready: whether this server should get traffic (200) or not (503): a dependency does
 * not answer, or the server is draining before it stops. Names states only, never an address.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  checks: z.object({
    database: dependencyState.optional(),
    redis: dependencyState.optional(),
    storage: dependencyState.optional(),
  }),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
