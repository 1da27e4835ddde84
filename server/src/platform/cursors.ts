import crypto from 'node:crypto';

/**
 * Opaque page cursors: the position a list stopped at (for the deck, another member's
 * created_at and id) sealed with AES-256-GCM, so a client can neither read it nor forge one.
 * The viewer's id and the list's name are the additional authenticated data: a cursor
 * works only for the member it was handed to, and only in the list that made it.
 */
export interface CursorSealer {
  seal(viewerId: string, list: string, position: string): string;
  /** The sealed position, or null when the cursor is malformed, tampered, foreign or from another list. */
  open(viewerId: string, list: string, cursor: string): string | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals with `key`; opens with it or, during a secret rotation, with `previousKey` (APP_SECRET_PREVIOUS's). */
export function createCursorSealer(key: Buffer, previousKey?: Buffer): CursorSealer {
  const aad = (viewerId: string, list: string) => Buffer.from(`${list}\n${viewerId}`);
  const openWith = (withKey: Buffer, bytes: Buffer, additional: Buffer): string | null => {
    try {
      const decipher = crypto
        .createDecipheriv('aes-256-gcm', withKey, bytes.subarray(0, IV_BYTES))
        .setAAD(additional)
        .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      // A wrong tag (tampered, another viewer, another key) throws: it is simply not a cursor.
      return null;
    }
  };
  return {
    seal(viewerId, list, position) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(aad(viewerId, list));
      const sealed = Buffer.concat([cipher.update(position, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(viewerId, list, cursor) {
      if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
      const bytes = Buffer.from(cursor, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      const additional = aad(viewerId, list);
      return openWith(key, bytes, additional) ?? (previousKey ? openWith(previousKey, bytes, additional) : null);
    },
  };
}

/** Where a keyset-paged list stopped: the last row's exact created_at (UTC, to the microsecond) and id. */
export interface PagePosition {
  at: string;
  id: string;
}

/** What the repos print with to_char(… 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'): a JS Date would drop the microseconds. */
const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one page-cursor codec (the deck, the admin tables): a position sealed for its viewer and
 * list. `viewerId` is '' for lists that are the same for every reader (the admin tables).
 */
export function sealPosition(sealer: CursorSealer, viewerId: string, list: string, position: PagePosition): string {
  return sealer.seal(viewerId, list, `${position.at}|${position.id}`);
}

/**
 * The position a cursor holds, or null when it is not one this viewer was given for this list,
 * or holds no exact time and uuid (the caller answers 400: a position that reached the
 * database could fail there as a 500).
 */
export function openPosition(sealer: CursorSealer, viewerId: string, list: string, cursor: string): PagePosition | null {
  const [at, id] = sealer.open(viewerId, list, cursor)?.split('|') ?? [];
  return at && id && EXACT_TIME.test(at) && UUID.test(id) ? { at, id } : null;
}
