import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** One stored object as a listing names it: its key, size and when it was last written. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where pictures live: a local folder (local.ts, the embedded default) or any S3-compatible
 * bucket (s3.ts, when S3_BUCKET is set). Both pass the same contract tests (server/test/platform/storage-contract.test.ts).
 */
export interface Storage {
  /** Stores `data` under `key`, replacing what was there; readers never see half an object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none (or the key is not one we make). */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size without its bytes, or null when there is none (storage:migrate skips what is there). */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored object, page by page (storage:gc looks for files no row points to). Keys are
   * listed as stored: a half-written local file or another tool's object has a key the server
   * would not make (isValidStorageKey).
   */
  list(): AsyncIterable<ListedObject>;
  /** Throws when the store cannot be reached or written (readiness checks call it). */
  check(): Promise<void>;
}

/** Keys are made by the server (random names); anything else is refused, so no path escapes. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,3}\.(webp|jpg|png)$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** put and delete refuse a key the server could not have made (get answers null instead). */
export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** The content type a key's extension names (what the local folder serves, and storage:migrate uploads). */
export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
