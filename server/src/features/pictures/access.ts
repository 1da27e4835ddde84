import type { Platform } from '../../platform/platform';
import { pictureAccess, type PictureAccessRow } from './access-repo';

/**
 * How long an answer of mayViewPicture is kept: a block, a suspension or a deactivation takes
 * effect at /media within this time. A page of pictures costs one query per picture at most
 * once per window instead of on every request.
 */
export const ACCESS_CACHE_MS = 5_000;
const MAX_KEPT = 20_000;

/**
 * The rule: the owner and moderators (a session the admin login's code step made: decided by
 * the caller, never by the role here) always; anyone else unless a block, a suspension or a
 * deactivation stands between them — and of a private profile's photos, only its matches get
 * the originals; everyone else the blurred rendition (a sharp URL signed during a match stops
 * working when the match ends). A picture held for review is nobody else's, match or not.
 */
function allowed(row: PictureAccessRow, viewerId: string, asModerator: boolean): boolean {
  if (row.ownerId === viewerId || asModerator) return true;
  if (row.held || !row.viewerExists || row.blocked || row.ownerSuspended || row.viewerSuspended) return false;
  if (row.ownerPhotosPrivate && !row.blurRendition && !row.matched) return false;
  return row.ownerActive || row.matched;
}

export type PictureAccess = (key: string, viewerId: string, asModerator: boolean) => Promise<boolean>;

/**
 * mayViewPicture(key, viewer, asModerator), with each answer kept ACCESS_CACHE_MS (by the platform clock).
 * A match that ends or a change of photo privacy (events every server hears) forgets every
 * kept answer at once, so the change holds at /media without waiting for the window.
 */
export function createPictureAccess(deps: Pick<Platform, 'database' | 'clock' | 'bus'>): PictureAccess & { close(): void } {
  const kept = new Map<string, { allowed: boolean; until: number }>();
  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.type === 'match.changed' || event.type === 'pictures.privacyChanged') kept.clear();
  });
  const mayView: PictureAccess = async (key, viewerId, asModerator) => {
    const now = deps.clock.now().getTime();
    const id = `${viewerId}\n${asModerator}\n${key}`;
    const hit = kept.get(id);
    if (hit && hit.until > now) return hit.allowed;
    const row = await pictureAccess(deps.database.db, key, viewerId);
    const answer = row !== undefined && allowed(row, viewerId, asModerator);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(id, { allowed: answer, until: now + ACCESS_CACHE_MS });
    return answer;
  };
  return Object.assign(mayView, { close: unsubscribe });
}
