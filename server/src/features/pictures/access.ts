import type { Platform } from '../../platform/platform';
import { pictureAccess, type PictureAccessRow } from './access-repo';

/**
 * How long an answer of mayViewPicture is kept: a block, a suspension or a deactivation takes
 * effect at /media within this time. A page of pictures costs one query per picture at most
 * once per window instead of on every request.
 */
export const ACCESS_CACHE_MS = 5_000;
const MAX_KEPT = 20_000;

/** The rule: the owner and admins always; anyone else unless a block, a suspension or a deactivation stands between them. */
function allowed(row: PictureAccessRow, viewerId: string): boolean {
  if (row.ownerId === viewerId || row.viewerRole === 'admin') return true;
  if (row.viewerRole === null || row.blocked || row.ownerSuspended || row.viewerSuspended) return false;
  // Photo privacy (blurred renditions for those not allowed the originals) will be decided here.
  return row.ownerActive || row.matched;
}

export type PictureAccess = (key: string, viewerId: string) => Promise<boolean>;

/** mayViewPicture(key, viewer), with each answer kept ACCESS_CACHE_MS (by the platform clock). */
export function createPictureAccess(deps: Pick<Platform, 'database' | 'clock'>): PictureAccess {
  const kept = new Map<string, { allowed: boolean; until: number }>();
  return async (key, viewerId) => {
    const now = deps.clock.now().getTime();
    const id = `${viewerId}\n${key}`;
    const hit = kept.get(id);
    if (hit && hit.until > now) return hit.allowed;
    const row = await pictureAccess(deps.database.db, key, viewerId);
    const answer = row !== undefined && allowed(row, viewerId);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(id, { allowed: answer, until: now + ACCESS_CACHE_MS });
    return answer;
  };
}
