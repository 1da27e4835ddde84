import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { users } from '../db/schema/auth';
import { pushSubscriptions } from '../db/schema/notifications';

/** The device a queued push goes to (gone when the member removed it since), and its member's language. */
export async function subscriptionById(q: Queryable, id: string) {
  const [row] = await q
    .select({ kind: pushSubscriptions.kind, token: pushSubscriptions.token, keys: pushSubscriptions.keys, language: users.language })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, id));
  return row;
}

export async function deleteSubscription(q: Queryable, id: string) {
  await q.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
