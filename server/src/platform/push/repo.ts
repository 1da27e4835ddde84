import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { pushSubscriptions } from '../db/schema/notifications';

/** The device a queued push goes to (gone when the member removed it since). */
export async function subscriptionById(q: Queryable, id: string) {
  const [row] = await q
    .select({ kind: pushSubscriptions.kind, token: pushSubscriptions.token, keys: pushSubscriptions.keys })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row;
}

export async function deleteSubscription(q: Queryable, id: string) {
  await q.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
