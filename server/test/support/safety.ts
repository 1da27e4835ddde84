import type { Queryable } from '../../src/platform/db/connect';
import { profileViews } from '../../src/platform/db/schema/social';

/**
 * Puts `viewedId` in the viewer's deck history, as when the deck showed them: enough of a
 * relationship for the viewer to block or report them.
 */
export async function seenInDeck(db: Queryable, viewerId: string, viewedId: string) {
  await db.insert(profileViews).values({ viewerId, viewedId }).onConflictDoNothing();
}
