import { NATIVE_APP_VERSION } from '@mithaq/contract/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { call } from '../support/client';
import { startFcmServer } from '../support/fcm-server';
import { accessTokenNow, sendMessage, unlockedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let fcm: Awaited<ReturnType<typeof startFcmServer>>;
beforeAll(async () => {
  fcm = await startFcmServer();
  server = await startTestServer({ env: fcm.env });
});
afterAll(async () => {
  await server.close();
  await fcm.close();
});

const deliver = () => server.jobs.outbox.deliverDue();
const registerNative = (token: string, deviceToken: string, platform: 'android' | 'ios') =>
  call(server, 'POST', '/api/push/registrations', {
    platform,
    token: deviceToken,
    deviceInfo: { platform, timestamp: new Date().toISOString(), version: 'Capacitor 7', appVersion: NATIVE_APP_VERSION },
  }, { token });

describe('FCM delivery (native app)', () => {
  it('signs in with the service account once and sends HTTP v1 messages with string data', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const android = `android-${man.id}`;
    const ios = `ios-${man.id}`;
    expect((await registerNative(man.token, android, 'android')).status).toBe(200);
    // His iPad: another device, so another session (a session holds one registration).
    expect((await registerNative(await accessTokenNow(server, man), ios, 'ios')).status).toBe(200);
    await sendMessage(server, woman.token, matchId, 'Salam from the app');
    await deliver();
    expect(fcm.errors).toEqual([]);
    const unread = (await call<{ unreadCount: number }>(server, 'GET', '/api/notifications', undefined, { token: man.token })).body.unreadCount;
    expect(unread).toBeGreaterThan(1);
    const toAndroid = fcm.messages.find((m) => m.token === android);
    expect(toAndroid).toEqual({
      token: android,
      notification: { title: 'Maryam', body: 'Salam from the app' },
      data: { type: 'message', chatId: matchId, referenceId: matchId, senderId: woman.id, notificationId: expect.any(String) },
      // His unread notifications (the match, the unlock, this message): the icon's number on both systems.
      android: { priority: 'high', ttl: '86400s', notification: { notification_count: unread } },
      apns: { headers: { 'apns-priority': '10' }, payload: { aps: { badge: unread } } },
    });
    expect(fcm.messages.some((m) => m.token === ios)).toBe(true);
    expect(Object.values(toAndroid!.data).every((value) => typeof value === 'string')).toBe(true);
    // One token exchange serves both sends (cached until shortly before it expires).
    expect(fcm.exchanges()).toBe(1);
  });

  it('deletes a token FCM calls UNREGISTERED', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const gone = `uninstalled-${man.id}`;
    await registerNative(man.token, gone, 'android');
    fcm.unregistered.add(gone);
    await sendMessage(server, woman.token, matchId, 'anyone?');
    await deliver();
    const db = server.platform.database.db;
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, gone))).toHaveLength(0);
  });
});
