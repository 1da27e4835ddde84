import { z } from 'zod';
import type { S3Config } from './s3';

/** The S3_* variables, part of config.ts's one environment schema (`flag`: its yes/no parser). */
export const s3EnvShape = <Flag extends z.ZodType<boolean, string>>(flag: Flag) => ({
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of the S3 API' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1, eu-west-3 or auto').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
});

interface S3Env {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * Refuses half an S3 configuration at boot: a bucket without its keys (every request would be
 * refused), or S3_* without a bucket (pictures would silently stay on this server's disk).
 */
export function checkS3Env(env: S3Env, ctx: z.RefinementCtx): void {
  if (env.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when S3_BUCKET is set (the store refuses unsigned requests)` });
    }
    return;
  }
  const stray = others.filter((name) => env[name] !== undefined);
  if (stray.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `is not set, but ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'}: set S3_BUCKET to keep pictures in the bucket, or unset the rest to keep them in DATA_DIR/media`,
    });
  }
}

/**
 * The storage settings, or undefined for the local folder. Without S3_ENDPOINT the bucket is on
 * AWS (virtual-hosted URLs); with one it is path-style unless S3_FORCE_PATH_STYLE=false, since
 * self-hosted stores rarely have the wildcard DNS that bucket host names need.
 */
export function s3ConfigOf(env: S3Env): S3Config | undefined {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return undefined;
  const region = env.S3_REGION ?? 'us-east-1';
  return {
    bucket: env.S3_BUCKET,
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}
