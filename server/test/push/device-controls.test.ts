import type { DeviceSession } from '@mithaq/contract/account';
import { NATIVE_APP_VERSION, defaultPushPreferences, type PushPayload } from '@mithaq/contract/push';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/auth';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { startFcmServer } from '../support/fcm-server';
import { accessTokenNow, sendMessage, unlockedCouple } from '../support/matches';
import { pushDevice, sessionIdOf } from '../support/push-devices';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue 26: the devices list says which devices receive notifications and stops one without
 * signing it out; "hide message text on the lock screen" keeps a message's text on the server.
 */
let server: TestServer;
let receiver: PushReceiver;
let fcm: Awaited<ReturnType<typeof startFcmServer>>;
beforeAll(async () => {
  fcm = await startFcmServer();
  server = await startTestServer({ env: { ...fcm.env, PUSH_ALLOWED_HOSTS: '127.0.0.1' } });
  receiver = await startPushReceiver(server.platform.push.vapidPublicKey);
});
afterAll(async () => {
  await server.close();
  await Promise.all([receiver.close(), fcm.close()]);
});

const db = () => server.platform.database.db;
const deliver = () => server.jobs.outbox.deliverDue();
const devicesSeenBy = async (token: string) =>
  (await call<{ sessions: DeviceSession[] }>(server, 'GET', '/api/auth/sessions', undefined, { token })).body.sessions;
const receives = async (token: string, sessionId: string) => (await devicesSeenBy(token)).find((device) => device.id === sessionId)?.receivesNotifications;
const stop = (token: string, sessionId: string) => call(server, 'POST', `/api/push/sessions/${sessionId}/stop`, undefined, { token });
const testPush = (token: string) => call(server, 'POST', '/api/push/test', undefined, { token });

describe('the devices list and notifications', () => {
  it('says which device receives notifications, and stops one without signing it out', async () => {
    const member = await createProfile(db());
    const phone = await pushDevice({ server, receiver }, member);
    const laptop = await accessTokenNow(server, member); // signed in, notifications never turned on
    expect(await receives(laptop, phone.sessionId)).toBe(true);
    expect(await receives(laptop, sessionIdOf(laptop))).toBe(false);

    expect((await stop(laptop, phone.sessionId)).status).toBe(200);
    expect(await receives(laptop, phone.sessionId)).toBe(false);
    // Still signed in: the phone's own calls work.
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token: phone.token })).status).toBe(200);
    expect((await testPush(laptop)).body).toEqual({ queued: 0 });
    await deliver();
    expect(phone.pushes()).toEqual([]);
  });

  it('a device stopped from the list stays stopped when its app renews on its own, until the member turns it on there', async () => {
    const member = await createProfile(db());
    const phone = await pushDevice({ server, receiver }, member);
    const laptop = await accessTokenNow(server, member);
    await stop(laptop, phone.sessionId);
    const renewed = await phone.register(true);
    expect(renewed.body.stopped).toBe(true);
    expect((await testPush(laptop)).body).toEqual({ queued: 0 });

    const turnedOn = await phone.register();
    expect(turnedOn.body.stopped).toBe(false);
    expect(await receives(laptop, phone.sessionId)).toBe(true);
    await testPush(laptop);
    await deliver();
    expect(phone.pushes()).toHaveLength(1);
  });

  it("another member's device is not found, and a malformed id is refused; nothing changes", async () => {
    const member = await createProfile(db());
    const phone = await pushDevice({ server, receiver }, member);
    const stranger = await accessTokenNow(server, await createProfile(db()));
    const refused = await stop(stranger, phone.sessionId);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { code: 'NOT_FOUND', key: 'push.deviceNotFound' } });
    expect((await stop(stranger, 'not-a-session')).status).toBe(400);
    // A device of the member's own that receives nothing has nothing to stop.
    const laptop = await accessTokenNow(server, member);
    expect((await stop(laptop, sessionIdOf(laptop))).status).toBe(404);
    expect(await receives(phone.token, phone.sessionId)).toBe(true);
  });
});

describe('hide message text on the lock screen', () => {
  const text = 'Meet me tonight at the station';
  const hide = (token: string) => call(server, 'PUT', '/api/push/preferences', { ...defaultPushPreferences, hideMessageText: true }, { token });

  it('is off by default, and kept when an older app saves the other choices', async () => {
    const { token } = await pushDevice({ server, receiver }, await createProfile(db()));
    expect((await call(server, 'GET', '/api/push/preferences', undefined, { token })).body).toEqual({ ...defaultPushPreferences, hideMessageText: false });
    await hide(token);
    const { messages, matches, reminders } = defaultPushPreferences;
    await call(server, 'PUT', '/api/push/preferences', { messages, matches, likes: false, reminders }, { token });
    expect((await call(server, 'GET', '/api/push/preferences', undefined, { token })).body).toMatchObject({ likes: false, hideMessageText: true });
  });

  it('sends a message push with its title only: no text reaches the browser or the phone', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await pushDevice({ server, receiver }, man);
    const nativeToken = `android-${man.id}`;
    const native = { platform: 'android', token: nativeToken, deviceInfo: { platform: 'android', timestamp: new Date().toISOString(), version: 'Capacitor 7', appVersion: NATIVE_APP_VERSION } };
    expect((await call(server, 'POST', '/api/push/registrations', native, { token: await accessTokenNow(server, man) })).status).toBe(200);
    expect((await hide(man.token)).status).toBe(200);
    await sendMessage(server, woman.token, matchId, text);
    await deliver();

    const [push] = browser.pushes();
    // The icon's count (his unread notifications) says no more than the title does.
    expect(push).toEqual<PushPayload>({ title: 'New message from Maryam', body: '', data: expect.objectContaining({ type: 'message', chatId: matchId }), badge: expect.any(Number) });
    expect(JSON.stringify(push)).not.toContain('Meet me');
    const toPhone = fcm.messages.find((message) => message.token === nativeToken);
    expect(toPhone?.notification).toEqual({ title: 'New message from Maryam', body: '' });
  });

  it("says the title in the member's language", async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await db().update(users).set({ language: 'fr' }).where(sql`${users.id} = ${man.id}`);
    const browser = await pushDevice({ server, receiver }, man);
    await hide(man.token);
    await sendMessage(server, woman.token, matchId, text);
    await deliver();
    expect(browser.pushes().map(({ title, body }) => ({ title, body }))).toEqual([{ title: 'Nouveau message de Maryam', body: '' }]);
  });
});
