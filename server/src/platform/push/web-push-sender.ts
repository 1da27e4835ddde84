import type { PushPayload } from '@mithaq/contract/push';
import webpush from 'web-push';
import type { PushOutcome } from './push-sender';
import { deliveryOptions } from './delivery-options';
import { isAllowedPushEndpoint, type PushEndpointRules } from './endpoint-rules';
import type { PushTransport } from './transport';
import type { VapidKeys } from './vapid-keys';

export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push service's answer that no retry will change: the subscription is gone (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);

/**
 * Web Push with VAPID: web-push encrypts (aes128gcm) and signs, the push transport sends (no
 * redirects, a 3 s limit, a few at a time per host) — web-push's own sender has no such limits.
 * An endpoint the rules refuse (registered before them: another port, a host no longer allowed)
 * is not contacted at all: 'refused'.
 */
export function createWebPushSender(deps: VapidKeys & { subject: string; rules: PushEndpointRules; transport: PushTransport }) {
  const vapidDetails = { subject: deps.subject, publicKey: deps.publicKey, privateKey: deps.privateKey };
  return async function sendWebPush(target: WebPushTarget, payload: PushPayload): Promise<PushOutcome> {
    if (!isAllowedPushEndpoint(target.endpoint, deps.rules)) return 'refused';
    const { ttlSeconds, urgency } = deliveryOptions(payload.data.type);
    const request = webpush.generateRequestDetails(target, JSON.stringify(payload), { vapidDetails, TTL: ttlSeconds, urgency });
    return deps.transport.post(request.endpoint, { headers: request.headers as Record<string, string>, body: request.body ?? undefined }, async (response) => {
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (GONE.has(response.status)) return 'gone';
      // 429, 5xx and anything unexpected: retried with the outbox's back-off.
      throw new Error(`push service answered ${response.status}`);
    });
  };
}
