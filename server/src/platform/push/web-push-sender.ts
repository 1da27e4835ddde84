import type { PushPayload } from '@mithaq/contract/push';
import webpush from 'web-push';
import type { PushOutcome } from './push-sender';
import { deliveryOptions } from './delivery-options';
import type { VapidKeys } from './vapid-keys';

export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push service's answer that no retry will change: the subscription is gone (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);

/**
 * Web Push with VAPID: web-push encrypts (aes128gcm) and signs, `fetch` sends — web-push's own
 * sender speaks https only, and the tests' push service is plain http on loopback.
 */
export function createWebPushSender(vapid: VapidKeys & { subject: string }) {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return async function sendWebPush(target: WebPushTarget, payload: PushPayload): Promise<PushOutcome> {
    const { ttlSeconds, urgency } = deliveryOptions(payload.data.type);
    const request = webpush.generateRequestDetails(target, JSON.stringify(payload), { vapidDetails, TTL: ttlSeconds, urgency });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (GONE.has(response.status)) return 'gone';
    // 429, 5xx and anything unexpected: retried with the outbox's back-off.
    throw new Error(`push service answered ${response.status}`);
  };
}
