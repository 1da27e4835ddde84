import { serverMessages } from '@mithaq/contract/errors';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../src/http/error-handler';
import { createMediaGate, type MediaRequest } from '../src/http/media';
import type { Platform } from '../src/platform/platform';
import { bucketUrl, type S3Config } from '../src/platform/storage/s3';
import { startBenchTarget } from './target';

/** How long the presigned URL of the redirect lives: long enough to be followed at once. */
const PRESIGNED_SECONDS = 60;

/** A presigned GET of `key` (SigV4 in the query), valid for anyone who holds it for `seconds`. */
function presigner(config: S3Config) {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region });
  const base = bucketUrl(config);
  return async (key: string, seconds: number) => {
    const url = new URL(`${base}/${key}`);
    url.searchParams.set('X-Amz-Expires', String(seconds));
    return (await client.sign(url.toString(), { method: 'GET', aws: { signQuery: true } })).url;
  };
}

/**
 * The other way /media could have been built, for the media bench only: the same gate as
 * /media (signature, viewer, blocks, photo privacy), then a 302 to a short-lived presigned
 * bucket URL instead of streaming the bytes through this server.
 */
function registerRedirectRoute(app: FastifyInstance, platform: Platform) {
  if (!platform.config.s3) return;
  const gate = createMediaGate(platform);
  const presign = presigner(platform.config.s3);
  app.addHook('onClose', async () => gate.close());
  app.get('/media-redirect/*', async (request: MediaRequest, reply) => {
    const allowed = await gate(request, reply);
    if (!allowed) return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
    return reply.header('Cache-Control', 'no-store').redirect(await presign(allowed.key, PRESIGNED_SECONDS), 302);
  });
}

/**
 * A bench server process (npm run bench -- media starts two): the real app on an in-memory
 * PGlite (or DATABASE_URL), pictures in DATA_DIR/media or, with S3_* in the environment, in
 * the bucket, plus /media-redirect/*. Prints {"baseUrl"} once listening; SIGTERM stops it.
 */
const s3Env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('S3_') && entry[1] !== undefined));
const target = await startBenchTarget({
  env: { ...s3Env, APP_SECRET: process.env.APP_SECRET!, RATE_LIMIT_SIGN_UP_PER_IP: '1000000' },
  extend: registerRedirectRoute,
});
process.stdout.write(`${JSON.stringify({ baseUrl: target.baseUrl })}\n`);
process.once('SIGTERM', () => void target.close().then(() => process.exit(0)));
