import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { users } from '../../platform/db/schema/auth';
import { matches } from '../../platform/db/schema/matches';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles } from '../../platform/db/schema/social';

export interface PictureAccessRow {
  ownerId: string;
  /** False when the viewer's account is gone. */
  viewerExists: boolean;
  ownerActive: boolean;
  ownerSuspended: boolean;
  viewerSuspended: boolean;
  /** A block either way between owner and viewer. */
  blocked: boolean;
  /** An active match between them (a deactivated member stays in their partners' matches). */
  matched: boolean;
  /** The owner shows their photos only to their matches (photo privacy). */
  ownerPhotosPrivate: boolean;
  /** The key is the picture's blurred rendition, which photo privacy leaves visible. */
  blurRendition: boolean;
  /** Held for a moderator's review (photo flags): its owner's and moderators' only. */
  held: boolean;
}

/**
 * Everything /media needs to decide whether `viewerId` may load the stored file `key`, in one
 * statement: the picture's owner (by any of its unique file keys) and their standing with
 * the viewer. Undefined when no picture has that file.
 */
export async function pictureAccess(q: Queryable, key: string, viewerId: string): Promise<PictureAccessRow | undefined> {
  const viewer = sql`${viewerId}::uuid`;
  const [row] = await queryRows<PictureAccessRow>(
    q,
    sql`select pp.profile_id as "ownerId",
        exists (select 1 from ${users} u where u.id = ${viewer}) as "viewerExists",
        o.is_active as "ownerActive",
        o.suspended_at is not null as "ownerSuspended",
        exists (select 1 from ${profiles} v where v.id = ${viewer} and v.suspended_at is not null) as "viewerSuspended",
        exists (select 1 from ${blockedProfiles} b
                where (b.blocker_id = pp.profile_id and b.blocked_id = ${viewer})
                   or (b.blocker_id = ${viewer} and b.blocked_id = pp.profile_id)) as "blocked",
        exists (select 1 from ${matches} m
                where m.profile1_id = least(pp.profile_id, ${viewer}) and m.profile2_id = greatest(pp.profile_id, ${viewer})
                  and m.unmatched_at is null) as "matched",
        o.photos_private as "ownerPhotosPrivate",
        pp.blur_path is not distinct from ${key} as "blurRendition",
        pp.held_at is not null as "held"
      from ${profilePictures} pp join ${profiles} o on o.id = pp.profile_id
      where pp.storage_path = ${key} or pp.thumb_path = ${key} or pp.blur_path = ${key}`,
  );
  return row;
}
