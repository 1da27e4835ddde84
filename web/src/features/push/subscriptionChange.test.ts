import type { SubscriptionChange } from '@mithaq/contract/push';
import { describe, expect, it, vi } from 'vitest';
import { base64url, followSubscriptionChange } from './subscriptionChange';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A PushSubscription as the browser gives it: its keys as buffers, and as base64url in toJSON(). */
function subscription(endpoint: string, auth: ArrayBuffer, serverKey: ArrayBuffer = bytes(4, 1, 2)): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: serverKey, userVisibleOnly: true },
    getKey: (name: PushEncryptionKeyName) => (name === 'auth' ? auth : bytes(9, 9)),
    toJSON: () => ({ endpoint, keys: { p256dh: 'BNcR', auth: base64url(auth) } }),
  } as unknown as PushSubscription;
}

describe('a rotated push subscription (pushsubscriptionchange)', () => {
  it('writes keys as toJSON() does: base64url without padding', () => {
    expect(base64url(bytes(251, 255, 191))).toBe('-_-_');
    expect(base64url(bytes(1, 2))).toBe('AQI');
  });

  it('sends the new subscription with the old one\'s endpoint and secret', async () => {
    const send = vi.fn(async (_change: SubscriptionChange) => {});
    const old = subscription('https://fcm.googleapis.com/wp/old', bytes(1, 2, 3));
    const fresh = subscription('https://fcm.googleapis.com/wp/new', bytes(7, 8));
    await followSubscriptionChange(old, fresh, { subscribe: vi.fn(), send });
    expect(send).toHaveBeenCalledWith({ oldEndpoint: 'https://fcm.googleapis.com/wp/old', oldAuth: 'AQID', subscription: { endpoint: 'https://fcm.googleapis.com/wp/new', keys: { p256dh: 'BNcR', auth: 'Bwg' } } });
  });

  it('subscribes again with the old key when the browser gave no new subscription', async () => {
    const serverKey = bytes(4, 5, 6);
    const old = subscription('https://fcm.googleapis.com/wp/old', bytes(1, 2, 3), serverKey);
    const subscribe = vi.fn(async () => subscription('https://fcm.googleapis.com/wp/again', bytes(5)));
    const send = vi.fn(async (_change: SubscriptionChange) => {});
    await followSubscriptionChange(old, null, { subscribe, send });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: serverKey });
    expect(send.mock.calls[0]![0].subscription.endpoint).toBe('https://fcm.googleapis.com/wp/again');
  });

  it('does nothing without an old subscription to prove the change with (the app renews at its next start)', async () => {
    const send = vi.fn(async (_change: SubscriptionChange) => {});
    const subscribe = vi.fn();
    await followSubscriptionChange(null, subscription('https://fcm.googleapis.com/wp/new', bytes(7)), { subscribe, send });
    expect(send).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
