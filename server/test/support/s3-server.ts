import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../../src/platform/storage/s3';

/** The only credentials s3rver knows; requests signed with anything else are refused. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The storage settings for this bucket (createS3Storage). */
  config: S3Config;
  /** The same as environment variables (loadConfig, a server process). */
  env: Record<string, string>;
  /** Where s3rver keeps the objects on disk (a test may look, never write). */
  directory: string;
  close(): Promise<void>;
}

/**
 * A real S3 API on loopback (s3rver, in this process, on a free port): it checks SigV4
 * signatures and presigned-URL expiry and stores objects on disk. One bucket, made at start.
 */
export async function startS3Server(bucket = 'mithaq-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...S3RVER_KEYS };
  return {
    endpoint,
    bucket,
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    close: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
