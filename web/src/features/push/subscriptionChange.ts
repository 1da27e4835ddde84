import type { SubscriptionChange } from '@mithaq/contract/push';

/**
 * The browser rotated the push subscription (the service worker's `pushsubscriptionchange`, issue
 * 29), maybe while no page is open: the worker tells the server, which moves the registration to
 * the new subscription on the old one's auth secret (the worker holds no session). With no old
 * subscription there is nothing to prove it with: the app renews its registration at its next
 * start (PushSync). Without a new one, the worker subscribes again with the old one's key.
 */

export interface SubscriptionChangeDeps {
  subscribe(options: PushSubscriptionOptionsInit): Promise<PushSubscription>;
  /** POST /api/push/subscription-change. */
  send(change: SubscriptionChange): Promise<void>;
}

/** An ArrayBuffer as the unpadded base64url `PushSubscription.toJSON()` writes keys in. */
export function base64url(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function followSubscriptionChange(old: PushSubscription | null, fresh: PushSubscription | null, deps: SubscriptionChangeDeps): Promise<void> {
  const oldAuth = old?.getKey('auth');
  if (!old || !oldAuth) return;
  const next = fresh ?? (await deps.subscribe({ userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey }));
  const json = next.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return;
  await deps.send({
    oldEndpoint: old.endpoint,
    oldAuth: base64url(oldAuth),
    subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
  });
}
