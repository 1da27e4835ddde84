import { NATIVE_APP_VERSION, defaultPushPreferences, type PushRegistrationView } from '@mithaq/contract/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { call, signIn } from '../support/client';
import { createProfile, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUSH_ALLOWED_HOSTS: '127.0.0.1,*.push.services.mozilla.com' } });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Chrome', appVersion: NATIVE_APP_VERSION };
const webRegistration = (endpoint: string) => ({ platform: 'web', subscription: { endpoint, keys: { p256dh: 'BPk', auth: 'au' } }, deviceInfo });
const rowsWithToken = (token: string) => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.token, token));
const member = async () => {
  const user = await createUser(db());
  return { ...user, ...(await signIn(server, user.email, user.password)) };
};

describe('push registrations', () => {
  it('registers a browser, refreshes it, lists it and forgets it', async () => {
    const me = await member();
    const endpoint = `https://eu.push.services.mozilla.com/wpush/v2/${me.id}`;
    const first = await call<PushRegistrationView>(server, 'POST', '/api/push/registrations', webRegistration(endpoint), { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ platform: 'web', deviceInfo });
    server.clock.advance(60_000);
    const again = await call<PushRegistrationView>(server, 'POST', '/api/push/registrations', webRegistration(endpoint), { token: me.token });
    expect(again.body.id).toBe(first.body.id);
    expect(Date.parse(again.body.lastSeenAt) - Date.parse(first.body.lastSeenAt)).toBe(60_000);
    const [row] = await rowsWithToken(endpoint);
    expect(row).toMatchObject({ kind: 'webpush', keys: { p256dh: 'BPk', auth: 'au' }, userId: me.id });

    const list = await call<{ registrations: PushRegistrationView[] }>(server, 'GET', '/api/push/registrations', undefined, { token: me.token });
    expect(list.body.registrations.map((r) => r.id)).toEqual([first.body.id]);

    expect((await call(server, 'DELETE', '/api/push/registrations', { token: endpoint }, { token: me.token })).status).toBe(200);
    expect(await rowsWithToken(endpoint)).toHaveLength(0);
  });

  it('moves a native token to the second member who registers it', async () => {
    const [a, b] = [await member(), await member()];
    const token = `fcm-token-${a.id}`;
    const native = { platform: 'android', token, deviceInfo: { ...deviceInfo, platform: 'android', version: 'Capacitor 7' } };
    await call(server, 'POST', '/api/push/registrations', native, { token: a.token });
    await call(server, 'POST', '/api/push/registrations', native, { token: b.token });
    const rows = await rowsWithToken(token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: b.id, kind: 'fcm', platform: 'android' });
    // The first member can no longer remove what is now someone else's device.
    await call(server, 'DELETE', '/api/push/registrations', { token }, { token: a.token });
    expect(await rowsWithToken(token)).toHaveLength(1);
  });

  it('refuses an endpoint at a push service it does not trust (SSRF) and stores nothing', async () => {
    const me = await member();
    for (const endpoint of ['https://169.254.169.254/latest/meta-data', 'http://eu.push.services.mozilla.com/x', 'https://evil.example/push.services.mozilla.com']) {
      const refused = await call(server, 'POST', '/api/push/registrations', webRegistration(endpoint), { token: me.token });
      expect(refused.status).toBe(400);
      expect(await rowsWithToken(endpoint)).toHaveLength(0);
    }
    expect((await call(server, 'POST', '/api/push/registrations', webRegistration('http://127.0.0.1:9/push/x'), { token: me.token })).status).toBe(200);
  });

  it('needs a session, except for the public VAPID key', async () => {
    expect((await call(server, 'GET', '/api/push/registrations')).status).toBe(401);
    const key = await call<{ publicKey: string }>(server, 'GET', '/api/push/vapid-public-key');
    expect(key.body.publicKey).toBe(server.platform.push.vapidPublicKey);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('keeps the member’s preferences, all on until they choose', async () => {
    const me = await member();
    expect((await call(server, 'GET', '/api/push/preferences', undefined, { token: me.token })).body).toEqual(defaultPushPreferences);
    const choice = { messages: true, matches: false, likes: false, reminders: true, hideMessageText: true };
    expect((await call(server, 'PUT', '/api/push/preferences', choice, { token: me.token })).body).toEqual(choice);
    expect((await call(server, 'GET', '/api/push/preferences', undefined, { token: me.token })).body).toEqual(choice);
  });

  it('forgets the device that signs out, and only that one', async () => {
    const user = await createUser(db());
    const signInNative = async () =>
      (await call<{ accessToken: string; refreshToken: string }>(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password }, { native: true })).body;
    const [here, there] = [await signInNative(), await signInNative()];
    const native = (token: string) => ({ platform: 'ios', token, deviceInfo: { ...deviceInfo, platform: 'ios' } });
    await call(server, 'POST', '/api/push/registrations', native(`this-${user.id}`), { token: here.accessToken });
    await call(server, 'POST', '/api/push/registrations', native(`other-${user.id}`), { token: there.accessToken });
    const out = await call(server, 'POST', '/api/auth/sign-out', { refreshToken: here.refreshToken }, { native: true });
    expect(out.status).toBe(200);
    expect(await rowsWithToken(`this-${user.id}`)).toHaveLength(0);
    expect(await rowsWithToken(`other-${user.id}`)).toHaveLength(1);
  });

  it('forgets every device of a member who deactivates', async () => {
    const me = await createProfile(db());
    const { token } = await signIn(server, me.email, me.password);
    const endpoint = `http://127.0.0.1:9/push/${me.id}`;
    await call(server, 'POST', '/api/push/registrations', webRegistration(endpoint), { token });
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token })).status).toBe(200);
    expect(await rowsWithToken(endpoint)).toHaveLength(0);
  });
});
