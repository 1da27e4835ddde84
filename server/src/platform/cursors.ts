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

export function createCursorSealer(key: Buffer): CursorSealer {
  const aad = (viewerId: string, list: string) => Buffer.from(`${list}\n${viewerId}`);
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
      try {
        const decipher = crypto
          .createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
          .setAAD(aad(viewerId, list))
          .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // A wrong tag (tampered, another viewer, another key) throws: it is simply not a cursor.
        return null;
      }
    },
  };
}
