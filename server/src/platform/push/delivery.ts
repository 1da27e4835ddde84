import type { PushPayload } from '@mithaq/contract/push';
import type { Logger } from '../logger';
import type { OutboxHandler } from '../outbox/deliver';
import type { PushSender, PushTarget } from './push-sender';
import { pushInLanguage } from './localize';
import * as repo from './repo';
import { textsFor } from '../texts';

/** What notify() queues per device: which registration, and what to show. */
export interface QueuedPush {
  subscriptionId: string;
  push: PushPayload;
}

/**
 * Sends a queued push to its device. A device removed since, or one the push service no longer
 * knows (404/410, FCM UNREGISTERED: its registration is deleted here), ends the row as done;
 * anything else worth retrying throws. The push is said in the member's language (localize.ts).
 * The row keeps only its type and device, not the text.
 */
export function pushDelivery(deps: { sender: PushSender; logger: Logger }): OutboxHandler {
  // No transaction is open here: each read and the deletion is a short statement of its own.
  return async (db, payload) => {
    const { subscriptionId, push } = payload as QueuedPush;
    const kept = { subscriptionId, type: push.data.type };
    const subscription = await repo.subscriptionById(db, subscriptionId);
    if (!subscription) return { ...kept, outcome: 'unregistered' };
    const outcome = await deps.sender.send(subscription as PushTarget, pushInLanguage(push, textsFor({ language: subscription.language })));
    if (outcome === 'gone') {
      await repo.deleteSubscription(db, subscriptionId);
      deps.logger.info({ subscriptionId }, 'push registration gone: deleted');
    }
    return { ...kept, outcome };
  };
}
