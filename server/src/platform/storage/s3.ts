import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import { createS3Transport } from './s3-transport';
import { assertStorageKey, contentTypeOf, isValidStorageKey, type ListedObject, type Storage } from './storage';

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
function servedType(stored: string | undefined, key: string): string {
  return stored?.startsWith('image/') ? stored : contentTypeOf(key);
}

/** The error an answer carries (S3's <Code> when it sent one). */
async function failure(operation: string, response: IncomingMessage): Promise<S3StorageError> {
  const body = operation.startsWith('HEAD') ? '' : await text(response).catch(() => '');
  response.resume();
  return new S3StorageError(operation, response.statusCode ?? 0, /<Code>([^<]+)<\/Code>/.exec(body)?.[1]);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-fA-F]+|#[0-9]+);/g, (_, name: string) =>
    name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : XML_ENTITIES[name]!,
  );
const tag = (xml: string, name: string) => {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return found === undefined ? undefined : unescapeXml(found);
};

/** One page of a ListObjectsV2 answer: its objects, and the token of the next page (none: the last). */
export function parseListPage(xml: string): { objects: ListedObject[]; next: string | undefined } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, entry]) => ({
    key: tag(entry!, 'Key') ?? '',
    size: Number(tag(entry!, 'Size')),
    modifiedAt: new Date(tag(entry!, 'LastModified') ?? Number.NaN),
  }));
  for (const object of objects) {
    if (!object.key || !Number.isSafeInteger(object.size) || Number.isNaN(object.modifiedAt.getTime())) throw new Error('S3 list: an object without key, size or date');
  }
  const next = tag(xml, 'IsTruncated') === 'true' ? tag(xml, 'NextContinuationToken') : undefined;
  if (tag(xml, 'IsTruncated') === 'true' && !next) throw new Error('S3 list: a truncated page without a continuation token');
  return { objects, next };
}

const succeeded = (response: IncomingMessage) => (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;

function lengthOf(response: IncomingMessage, operation: string): number {
  const size = Number(response.headers['content-length']);
  if (!Number.isSafeInteger(size) || size < 0) {
    response.destroy();
    throw new S3StorageError(operation, response.statusCode ?? 0, 'MissingContentLength');
  }
  return size;
}

/**
 * The S3-compatible storage: plain signed HTTP requests (s3-transport.ts). Keys are the ones the
 * server makes ([A-Za-z0-9_-/.], nothing to escape). Objects are written without an ACL, which
 * is private in every S3-compatible store: nothing in the bucket is public, members reach
 * pictures only through /media.
 */
export function createS3Storage(config: S3Config): Storage {
  const send = createS3Transport(config);
  const base = bucketUrl(config);
  const urlOf = (key: string) => `${base}/${key}`;

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      // The payload's hash is signed: the store refuses bytes that changed on the way.
      const hash = crypto.createHash('sha256').update(data).digest('hex');
      const response = await send({ method: 'PUT', url: urlOf(key), body: data, headers: { 'content-type': contentType, 'x-amz-content-sha256': hash } });
      if (!succeeded(response)) throw await failure('PUT', response);
      response.resume();
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const response = await send({ method: 'GET', url: urlOf(key) });
      if (response.statusCode === 404) {
        response.resume();
        return null;
      }
      if (response.statusCode !== 200) throw await failure('GET', response);
      return { body: response, size: lengthOf(response, 'GET'), contentType: servedType(response.headers['content-type'], key) };
    },
    async head(key) {
      if (!isValidStorageKey(key)) return null;
      const response = await send({ method: 'HEAD', url: urlOf(key) });
      response.resume();
      if (response.statusCode === 404) return null;
      if (response.statusCode !== 200) throw await failure('HEAD', response);
      return { size: lengthOf(response, 'HEAD') };
    },
    async delete(key) {
      assertStorageKey(key);
      const response = await send({ method: 'DELETE', url: urlOf(key) });
      // S3 answers 204 whether or not the object was there; some compatibles say 404.
      if (!succeeded(response) && response.statusCode !== 404) throw await failure('DELETE', response);
      response.resume();
    },
    async *list() {
      // ListObjectsV2, 1000 keys a page, following the continuation token to the end.
      const listUrl = config.forcePathStyle ? base : `${base}/`;
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', ...(token ? { 'continuation-token': token } : {}) });
        const response = await send({ method: 'GET', url: `${listUrl}?${query}` });
        if (response.statusCode !== 200) throw await failure('LIST', response);
        const page = parseListPage(await text(response));
        yield* page.objects;
        token = page.next;
      } while (token);
    },
    async check() {
      // HEAD bucket: the store answers, the keys sign correctly and the bucket exists. It costs
      // no write, so a load balancer may poll readiness as often as it likes.
      const response = await send({ method: 'HEAD', url: config.forcePathStyle ? base : `${base}/` });
      response.resume();
      if (!succeeded(response)) throw await failure('HEAD bucket', response);
    },
  };
}
