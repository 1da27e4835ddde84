import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, contentTypeOf, isValidStorageKey, type Storage } from './storage';

/** S3_* from the configuration (config.ts): any S3-compatible store (AWS S3, R2, MinIO, B2…). */
export interface S3Config {
  bucket: string;
  /** Scheme and host of the store's API, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://host/bucket/key instead of https://bucket.host/key (self-hosted stores rarely have wildcard DNS). */
  forcePathStyle: boolean;
}

/** A store that answers slower than this is down for us: the request fails (readiness turns 503). */
const ANSWER_TIMEOUT_MS = 15_000;

export class S3StorageError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`S3 ${operation} failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3StorageError';
  }
}

/** The bucket's base URL, without a trailing slash: path-style or virtual-hosted. */
export function bucketUrl(config: Pick<S3Config, 'bucket' | 'endpoint' | 'forcePathStyle'>): string {
  const endpoint = new URL(config.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) return `${endpoint.origin}${base}/${config.bucket}`;
  endpoint.hostname = `${config.bucket}.${endpoint.hostname}`;
  return `${endpoint.origin}${base}`;
}

/** A stored type we did not write (another tool's upload) must not make /media serve anything but an image. */
function servedType(stored: string | null, key: string): string {
  return stored?.startsWith('image/') ? stored : contentTypeOf(key);
}

async function failure(operation: string, response: Response): Promise<S3StorageError> {
  const body = await response.text().catch(() => '');
  return new S3StorageError(operation, response.status, /<Code>([^<]+)<\/Code>/.exec(body)?.[1]);
}

function lengthOf(response: Response, operation: string): number {
  const size = Number(response.headers.get('content-length'));
  if (!Number.isSafeInteger(size) || size < 0) throw new S3StorageError(operation, response.status, 'MissingContentLength');
  return size;
}

/**
 * The S3-compatible storage: plain signed HTTP requests (aws4fetch: SigV4 over the built-in
 * fetch, no dependencies). Keys are the ones the server makes ([A-Za-z0-9_-/.], nothing to
 * escape). Objects are written without an ACL, which is private in every S3-compatible store:
 * nothing in the bucket is public, members reach pictures only through /media.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // 5xx and 429 are retried (re-signed) with back-off; two tries more are enough for a blip.
    retries: 2,
    initRetryMs: 100,
  });
  const base = bucketUrl(config);

  /** One signed request; the timeout covers the wait for the answer's headers, not a streamed body. */
  async function send(method: string, url: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`S3 ${method} got no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
    try {
      return await client.fetch(url, { method, body: init.body, headers: init.headers, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      // The payload's hash is signed: the store refuses bytes that changed on the way.
      const hash = crypto.createHash('sha256').update(data).digest('hex');
      const response = await send('PUT', `${base}/${key}`, {
        body: data,
        headers: { 'content-type': contentType, 'x-amz-content-sha256': hash },
      });
      if (!response.ok) throw await failure('PUT', response);
      await response.body?.cancel();
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const response = await send('GET', `${base}/${key}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('GET', response);
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        size: lengthOf(response, 'GET'),
        contentType: servedType(response.headers.get('content-type'), key),
      };
    },
    async head(key) {
      if (!isValidStorageKey(key)) return null;
      const response = await send('HEAD', `${base}/${key}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new S3StorageError('HEAD', response.status, undefined);
      return { size: lengthOf(response, 'HEAD') };
    },
    async delete(key) {
      assertStorageKey(key);
      const response = await send('DELETE', `${base}/${key}`);
      // S3 answers 204 whether or not the object was there; some compatibles say 404.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response);
      await response.body?.cancel();
    },
    async check() {
      // HEAD bucket: the store answers, the keys sign correctly and the bucket exists. It costs
      // no write, so a load balancer may poll readiness as often as it likes.
      const response = await send('HEAD', config.forcePathStyle ? base : `${base}/`);
      if (!response.ok) throw new S3StorageError('HEAD bucket', response.status, undefined);
    },
  };
}
