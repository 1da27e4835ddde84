import crypto from 'node:crypto';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/** Selfies, and the thumbnails kept for re-reviews, live under their own prefix: /media serves it to moderators only. */
export const SELFIE_PREFIX = 'selfies/';

/** A new random key under that prefix (`label` tells a kept thumbnail from a selfie in the store). */
export const newSelfieKey = (label = '') => `${SELFIE_PREFIX}${label}${crypto.randomBytes(16).toString('base64url')}.webp`;

/** Whether a /media key names a selfie (whose rule is moderators only, never the picture rule). */
export const isSelfieKey = (key: string) => key.startsWith(SELFIE_PREFIX);

/**
 * /media's rule for selfies: a moderator (a session the admin login's code step made, as /media
 * found it: auth-context isModerator), for a selfie still stored; anyone else (the member
 * themselves, an admin account on any other session) gets the same 404 as for a key that does not exist.
 */
export function createSelfieAccess(deps: Pick<Platform, 'database'>) {
  return async (key: string, asModerator: boolean) => asModerator && repo.isStoredSelfie(deps.database.db, key);
}
