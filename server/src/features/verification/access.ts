import type { Platform } from '../../platform/platform';
import * as repo from './repo';
import { SELFIE_PREFIX } from './service';

/** Whether a /media key names a selfie (whose rule is moderators only, never the picture rule). */
export const isSelfieKey = (key: string) => key.startsWith(SELFIE_PREFIX);

/**
 * /media's rule for selfies: a moderator, for a selfie still stored; anyone else (the member
 * themselves included) gets the same 404 as for a key that does not exist.
 */
export function createSelfieAccess(deps: Pick<Platform, 'database'>) {
  return (key: string, viewerId: string) => repo.moderatorMaySee(deps.database.db, key, viewerId);
}
