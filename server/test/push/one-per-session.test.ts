import type { DeviceSession } from '@mithaq/contract/account';
import { NATIVE_APP_VERSION, type PushPayload } from '@mithaq/contract/push';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { call } from '../support/client';
import { sendMessage, unlockedCouple } from '../support/matches';
import { pushDevice, sessionIdOf } from '../support/push-devices';
import { pushServerForFile, type BrowserSubscription } from '../support/push-receiver';

/**
 * Review of issue 26, finding 2: someone with a minute at her signed-in browser reads her access
 * token and registers his own browser with it. A session holds one registration, so his replaces
 * hers (her device goes quiet, and the devices list still shows one device getting notifications)
 * until her app registers again, which pushes his out; a password change carries none (her app
 * registers this device again for its fresh session).
 * Its own database: its delivery rounds would otherwise send (and so take) other files' pushes
 * under PostgreSQL, where every file shares one.
 */
const env = pushServerForFile({ isolatedDatabase: true });

const db = () => env.server.platform.database.db;
const deliver = () => env.server.jobs.outbox.deliverDue();
const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Chrome', appVersion: NATIVE_APP_VERSION };
const bodiesTo = (browser: BrowserSubscription) => env.receiver.to(browser).map((push) => (push.payload as PushPayload).body);
const endpointsOf = async (userId: string) =>
  (await db().select({ token: pushSubscriptions.token }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.token);
const devicesSeenBy = async (token: string) => (await call<{ sessions: DeviceSession[] }>(env.server, 'GET', '/api/auth/sessions', undefined, { token })).body.sessions;

/** His own browser, registered with her access token (read from her devtools). */
async function registerWithHerToken(herToken: string) {
  const his = env.receiver.subscribe();
  const answer = await call(env.server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint: his.endpoint, keys: his.keys }, deviceInfo }, { token: herToken });
  expect(answer.status).toBe(200);
  return his;
}

/** She changes her password on the device signed in with `token`. */
const changePasswordOn = (token: string, currentPassword: string) =>
  call<{ accessToken: string }>(env.server, 'PUT', '/api/auth/me/password', { currentPassword, password: 'a-new-long-passphrase-42' }, { token });

/** She reads on her laptop with notifications on; he writes to her. */
async function herLaptop() {
  const couple = await unlockedCouple(env.server);
  const laptop = await pushDevice(env, couple.woman);
  const write = (text: string) => sendMessage(env.server, couple.man.token, couple.matchId, text);
  return { ...couple, laptop, write };
}

describe('one push registration per session', () => {
  it("an endpoint registered with her token replaces hers, her app's renewal replaces it, and a password change keeps only hers", async () => {
    const { woman, laptop, write } = await herLaptop();
    const his = await registerWithHerToken(laptop.token);

    // His endpoint took her session's place: her laptop goes quiet (she notices), and the list
    // shows her one device getting notifications, as it is (one endpoint, not two behind one flag).
    expect(await endpointsOf(woman.id)).toEqual([his.endpoint]);
    await write('Are you free tomorrow?');
    await deliver();
    expect(bodiesTo(his)).toEqual(['Are you free tomorrow?']);
    expect(laptop.pushes()).toEqual([]);
    const receiving = (await devicesSeenBy(laptop.token)).filter((device) => device.receivesNotifications);
    expect(receiving.map((device) => [device.id, device.current])).toEqual([[laptop.sessionId, true]]);

    // Her app registers this device again when it starts (or the Account page opens): his is gone.
    expect((await laptop.register(true)).status).toBe(200);
    expect(await endpointsOf(woman.id)).toEqual([laptop.browser.endpoint]);

    const changed = await changePasswordOn(laptop.token, woman.password);
    expect(changed.status).toBe(200);
    // Every registration ended with its session; her app registers this device again for the new one.
    expect(await endpointsOf(woman.id)).toEqual([]);
    laptop.token = changed.body.accessToken;
    expect((await laptop.register(true)).status).toBe(200);
    expect(await endpointsOf(woman.id)).toEqual([laptop.browser.endpoint]);
    await write('Meet me tonight');
    await deliver();
    expect(bodiesTo(his)).toEqual(['Are you free tomorrow?']);
    expect(laptop.pushes().map((push) => push.body)).toEqual(['Meet me tonight']);
  });

  it('a password change carries no registration: his endpoint on her session (her browser subscribed to nothing) ends with it, and her app registers again for the new session', async () => {
    const couple = await unlockedCouple(env.server);
    const { woman } = couple;
    const laptop = await pushDevice(env, woman);
    // Her laptop's browser has no subscription of its own any more; his sits on her session.
    expect((await call(env.server, 'DELETE', '/api/push/registrations', { token: laptop.browser.endpoint }, { token: laptop.token })).status).toBe(200);
    const his = await registerWithHerToken(laptop.token);

    const changed = await changePasswordOn(laptop.token, woman.password);
    expect(changed.status).toBe(200);
    expect(await endpointsOf(woman.id)).toEqual([]);
    await sendMessage(env.server, couple.man.token, couple.matchId, 'Meet me tonight');
    await deliver();
    expect(bodiesTo(his)).toEqual([]);

    // Her app sends this device's registration again for the fresh session (web/src/features/account/ChangePasswordForm).
    laptop.token = changed.body.accessToken;
    laptop.sessionId = sessionIdOf(laptop.token);
    expect((await laptop.register(true)).status).toBe(200);
    await sendMessage(env.server, couple.man.token, couple.matchId, 'after the change');
    await deliver();
    expect(laptop.pushes().map((push) => push.body)).toEqual(['after the change']);
    expect(bodiesTo(his)).toEqual([]);
  });

  it('turning notifications off on her device ends her session’s registration, even one she did not make', async () => {
    const { woman, laptop, write } = await herLaptop();
    const his = await registerWithHerToken(laptop.token);
    // Her Notifications card's "Turn off" names her own browser's endpoint, not his.
    expect((await call(env.server, 'DELETE', '/api/push/registrations', { token: laptop.browser.endpoint }, { token: laptop.token })).status).toBe(200);
    expect(await endpointsOf(woman.id)).toEqual([]);
    await write('nobody hears this');
    await deliver();
    expect([bodiesTo(his), laptop.pushes()]).toEqual([[], []]);
  });

  it('two registrations from one session at once leave one', async () => {
    const { woman, laptop } = await herLaptop();
    const [first, second] = [env.receiver.subscribe(), env.receiver.subscribe()];
    const register = (browser: BrowserSubscription) =>
      call(env.server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint: browser.endpoint, keys: browser.keys }, deviceInfo }, { token: laptop.token });
    const answers = await Promise.all([register(first), register(second)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const endpoints = await endpointsOf(woman.id);
    expect(endpoints).toHaveLength(1);
    expect([first.endpoint, second.endpoint]).toContain(endpoints[0]);
  });

  it('a browser registered by another session of hers moves there and leaves that session its own', async () => {
    const { woman, laptop } = await herLaptop();
    const phone = await pushDevice(env, woman);
    // The laptop's browser, signed in again with a new session (the old one still live), registers.
    const again = await pushDevice(env, woman);
    const moved = await call(env.server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint: laptop.browser.endpoint, keys: laptop.browser.keys }, deviceInfo }, { token: again.token });
    expect(moved.status).toBe(200);
    const rows = await db().select({ token: pushSubscriptions.token, sessionId: pushSubscriptions.sessionId }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, woman.id));
    expect(rows.sort((a, b) => a.token.localeCompare(b.token))).toEqual(
      [
        { token: laptop.browser.endpoint, sessionId: again.sessionId },
        { token: phone.browser.endpoint, sessionId: phone.sessionId },
      ].sort((a, b) => a.token.localeCompare(b.token)),
    );
  });
});
