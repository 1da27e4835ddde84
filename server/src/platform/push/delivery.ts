import type { Logger } from '../logger';
import type { OutboxHandler } from '../outbox/deliver';
import type { PushSender, PushTarget } from './push-sender';
import { pushInLanguage, type QueuedPushContent } from './localize';
import * as repo from './repo';
import { textsFor } from '../texts';

/** What notify() queues per device (mithaq_queue_pushes): which registration of which session, and what to show. */
export interface QueuedPush {
  subscriptionId: string;
  /** Absent only in a push queued before sessions were named (dropped, as its registration may have moved). */
  sessionId?: string;
  push: QueuedPushContent;
}

/**
 * Sends a queued push to its device while it belongs to the session the push was queued for. A
 * device removed or registered by another session since, or one the push service no longer
 * knows (404/410, FCM UNREGISTERED: its registration is deleted here), ends the row as done;
 * anything else worth retrying throws. The push is said in the member's language (localize.ts).
 * The row keeps only its type and device, not the text.
 */
export function pushDelivery(deps: { sender: PushSender; logger: Logger }): OutboxHandler {
  // No transaction is open here: each read and the deletion is a short statement of its own.
  return async (db, payload) => {
    const { subscriptionId, sessionId, push } = payload as QueuedPush;
    const kept = { subscriptionId, type: push.data.type };
    const subscription = sessionId ? await repo.subscriptionById(db, subscriptionId, sessionId) : undefined;
    if (!subscription) return { ...kept, outcome: 'unregistered' };
    const shown = { ...pushInLanguage(push, textsFor({ language: subscription.language })), badge: subscription.unread };
    const outcome = await deps.sender.send(subscription as PushTarget, shown);
    if (outcome === 'gone') {
      await repo.deleteSubscription(db, subscriptionId);
      deps.logger.info({ subscriptionId }, 'push registration gone: deleted');
    }
    return { ...kept, outcome };
  };
}
