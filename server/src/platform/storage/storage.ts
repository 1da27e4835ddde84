import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Where pictures live. Local folder by default; an S3-compatible adapter has the same shape. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (readiness checks call it). */
  check(): Promise<void>;
}

/** Keys are made by the server (random names); anything else is refused, so no path escapes. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,3}\.(webp|jpg|png)$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
