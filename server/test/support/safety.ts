import { startSession, toAuthUser } from '../../src/features/auth/sessions';
import type { Queryable } from '../../src/platform/db/connect';
import { profileViews } from '../../src/platform/db/schema/social';
import { createUser } from './factories';
import type { TestServer } from './server';

/**
 * Puts `viewedId` in the viewer's deck history, as when the deck showed them: enough of a
 * relationship for the viewer to block or report them, and needed to like them.
 */
export async function seenInDeck(db: Queryable, viewerId: string, viewedId: string) {
  await db.insert(profileViews).values({ viewerId, viewedId }).onConflictDoNothing();
}

/** Each in the other's deck history: a couple about to like each other (a like needs it). */
export async function seenByEachOther(db: Queryable, a: string, b: string) {
  await seenInDeck(db, a, b);
  await seenInDeck(db, b, a);
}

/**
 * A fresh admin's access token, straight from a new session marked as the admin login's code
 * step marks it (no sign-in steps): for tests of moderation whose subject is not the admin login.
 */
export async function adminSession(server: TestServer) {
  const db = server.platform.database.db;
  const admin = await createUser(db, { role: 'admin' });
  const user = toAuthUser({ id: admin.id, email: admin.email, role: 'admin', confirmedAt: new Date(0), language: 'en' });
  const issued = await startSession(server.platform, db, user, null, 'web', server.clock.now());
  return { ...admin, token: issued.accessToken };
}
