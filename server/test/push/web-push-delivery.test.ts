import { text, textWith } from '@mithaq/contract/messages';
import { NATIVE_APP_VERSION, pushMessages, type PushPayload } from '@mithaq/contract/push';
import arServer from '@mithaq/contract/locales/ar/server.json';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/auth';
import { outbox, pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { retryDelayMs } from '../../src/platform/outbox/deliver';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { sendMessage, unlockedCouple } from '../support/matches';
import { startServerWithPushReceiver, type BrowserSubscription, type PushReceiver } from '../support/push-receiver';
import { openSocket } from '../support/realtime';
import { seenByEachOther } from '../support/safety';
import type { TestServer } from '../support/server';

let server: TestServer;
let receiver: PushReceiver;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ server, receiver, close } = await startServerWithPushReceiver());
});
afterAll(() => close());

const db = () => server.platform.database.db;
const deliver = () => server.jobs.outbox.deliverDue();
const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Chrome', appVersion: NATIVE_APP_VERSION };

/** A browser of this member subscribes at the receiver and registers with the server. */
async function subscribe(token: string): Promise<BrowserSubscription> {
  const browser = receiver.subscribe();
  const registered = await call(server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint: browser.endpoint, keys: browser.keys }, deviceInfo }, { token });
  expect(registered.status).toBe(200);
  return browser;
}
const pushesTo = (browser: BrowserSubscription) => receiver.to(browser);
const payloads = (browser: BrowserSubscription) => pushesTo(browser).map((push) => push.payload as PushPayload);
const rowsFor = (browser: BrowserSubscription) =>
  db()
    .select()
    .from(outbox)
    .where(sql`${outbox.kind} = 'push' and ${outbox.payload}->>'subscriptionId' in (select id::text from ${pushSubscriptions} where token = ${browser.endpoint})`);

describe('web push delivery', () => {
  it('pushes a message with the sender as title, a short preview, its chat, TTL and high urgency', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await subscribe(man.token);
    const long = `Assalamu alaikum Yusuf! ${'I read your profile and would love to hear about your travels. '.repeat(3)}`;
    await sendMessage(server, woman.token, matchId, long);
    await deliver();
    expect(pushesTo(browser)).toHaveLength(1);
    const [push] = pushesTo(browser);
    expect(push).toMatchObject({ ttl: '86400', urgency: 'high' });
    const payload = push!.payload as PushPayload;
    expect(payload.title).toBe('Maryam');
    expect(payload.body.length).toBeLessThanOrEqual(100);
    expect(payload.body.startsWith('Assalamu alaikum Yusuf!')).toBe(true);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.data).toEqual({ type: 'message', chatId: matchId, referenceId: matchId, senderId: woman.id, notificationId: expect.any(String) });
    // Ids and text only: nothing personal beyond the sender's name.
    expect(JSON.stringify(payload)).not.toMatch(/@|media|latitude|longitude/);
    // The delivered row keeps no text.
    const [row] = await db().select().from(outbox).where(sql`${outbox.payload}->>'subscriptionId' is not null and ${outbox.sentAt} is not null and ${outbox.payload}->>'type' = 'message'`).orderBy(sql`${outbox.id} desc`).limit(1);
    expect(JSON.stringify(row!.payload)).not.toContain('Assalamu');
    expect(receiver.errors).toEqual([]);
  });

  it('pushes every message of a burst, each naming the one bell entry that stands for them all', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await subscribe(man.token);
    // At the unlock's very instant: the bell entries made then tie on time, and mithaq_send_message
    // (server/src/features/chat/sql/mithaq_send_message.sql) counts this chat's unread one as the
    // newest, whatever order the rows happen to lie in.
    for (const text of ['Salam', 'Are you there?', 'Talk soon']) await sendMessage(server, woman.token, matchId, text);
    await deliver();
    expect(payloads(browser).map((payload) => payload.body)).toEqual(['Salam', 'Are you there?', 'Talk soon']);
    const ids = new Set(payloads(browser).map((payload) => payload.data.notificationId));
    expect(ids.size).toBe(1);
    const bell = await call<{ notifications: { id: string; type: string }[] }>(server, 'GET', '/api/notifications', undefined, { token: man.token });
    expect(bell.body.notifications.filter((n) => n.type === 'message').map((n) => n.id)).toEqual([...ids]);
  });

  /** Aisha, her browser subscribed (in `language`), liked by Omar; the like's push delivered. */
  async function likedByOmar(language: 'en' | 'ar' = 'en') {
    const woman = await createProfile(db(), { name: 'Aisha', sex: 'female' });
    const man = await createProfile(db(), { name: 'Omar', sex: 'male' });
    await db().update(users).set({ language }).where(eq(users.id, woman.id));
    const her = await signIn(server, woman.email, woman.password);
    const him = await signIn(server, man.email, man.password);
    const browser = await subscribe(her.token);
    await seenByEachOther(db(), woman.id, man.id);
    await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: him.token });
    await deliver();
    return { woman, man, her, browser };
  }

  it('pushes a like with low urgency and a match with normal urgency', async () => {
    const { man, her, browser } = await likedByOmar();
    expect(pushesTo(browser).map((p) => [(p.payload as PushPayload).data.type, p.urgency, p.ttl])).toEqual([['like', 'low', '86400']]);
    // Queued as keys, said in English for an English member.
    expect(payloads(browser)[0]).toMatchObject({ title: text('push.likeTitle'), body: textWith('discover.likedYou', { name: 'Omar' }) });
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: her.token });
    await deliver();
    const match = pushesTo(browser)[1]!;
    expect(match.urgency).toBe('normal');
    expect(match.payload).toMatchObject({ title: text('push.matchTitle'), body: text('matches.newMatch'), data: { type: 'match', senderId: man.id } });
  });

  it("says a like's push in an Arabic member's language, the liker's name as written", async () => {
    const { browser } = await likedByOmar('ar');
    expect(payloads(browser).map(({ title, body }) => ({ title, body }))).toEqual([
      { title: arServer.push.likeTitle, body: arServer.discover.likedYou.replace('{{name}}', 'Omar') },
    ]);
  });

  it('pushes nothing to a member viewing that chat', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await subscribe(man.token);
    const socket = await openSocket(server.baseUrl, man.token);
    socket.send({ type: 'viewing', matchId });
    await socket.flush(); // frames are handled in order: the viewing one is in place
    await sendMessage(server, woman.token, matchId, 'you are watching');
    await deliver();
    expect(await rowsFor(browser)).toHaveLength(0);
    socket.send({ type: 'viewing', matchId: null });
    await socket.flush();
    await sendMessage(server, woman.token, matchId, 'now you are not');
    await deliver();
    expect(payloads(browser).map((p) => p.body)).toEqual(['now you are not']);
    socket.close();
  });

  it('respects the member’s choices: no message push when messages are off, and no row either', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await subscribe(man.token);
    await call(server, 'PUT', '/api/push/preferences', { messages: false, matches: true, likes: true, reminders: true }, { token: man.token });
    await sendMessage(server, woman.token, matchId, 'hello?');
    await deliver();
    expect(await rowsFor(browser)).toHaveLength(0);
    expect(pushesTo(browser)).toHaveLength(0);
    // The test push is always sent: the member asked for it.
    expect((await call(server, 'POST', '/api/push/test', undefined, { token: man.token })).body).toEqual({ queued: 1 });
    await deliver();
    // The icon's number: his unread notifications (the match's and the unlock's, the test push's, the message's).
    const unread = (await call<{ unreadCount: number }>(server, 'GET', '/api/notifications', undefined, { token: man.token })).body.unreadCount;
    expect(unread).toBeGreaterThan(0);
    expect(payloads(browser)).toEqual([
      {
        title: text('push.testTitle'),
        body: text('push.testBody'),
        data: { type: 'test', notificationId: expect.any(String), timestamp: expect.any(String) },
        badge: unread,
      },
    ]);
  });

  it('deletes a registration the push service says is gone (410), and ends its row', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await subscribe(man.token);
    receiver.replyWith(browser, 410);
    const [registration] = await db().select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.token, browser.endpoint));
    await sendMessage(server, woman.token, matchId, 'are you there?');
    await deliver();
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.token, browser.endpoint))).toHaveLength(0);
    const [row] = await db().select().from(outbox).where(sql`${outbox.payload}->>'subscriptionId' = ${registration!.id}`);
    expect(row).toMatchObject({ attempts: 1, failedAt: null, payload: { outcome: 'gone', type: 'message' } });
    expect(row!.sentAt).not.toBeNull();
  });

  it('retries after a 5xx with the outbox back-off, and the sender never hears of it', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const browser = await subscribe(man.token);
    receiver.replyWith(browser, 500);
    expect((await sendMessage(server, woman.token, matchId, 'first try fails')).status).toBe(200);
    await deliver();
    const [failed] = await rowsFor(browser);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed!.lastError).toMatch(/500/);
    receiver.replyWith(browser, 201);
    await deliver();
    expect(pushesTo(browser)).toHaveLength(0); // not due yet
    server.clock.advance(retryDelayMs(1));
    await deliver();
    expect(payloads(browser).map((p) => p.body)).toEqual(['first try fails']);
    const [sent] = await rowsFor(browser);
    expect(sent).toMatchObject({ attempts: 2, failedAt: null });
  });

  it('follows a subscription the browser rotated (pushsubscriptionchange): proven by the old secret, no session', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const old = await subscribe(man.token);
    const rotated = receiver.subscribe();
    const change = (oldAuth: string, endpoint = rotated.endpoint) =>
      call<{ error?: { message: string } }>(server, 'POST', '/api/push/subscription-change', { oldEndpoint: old.endpoint, oldAuth, subscription: { endpoint, keys: rotated.keys } });
    // A wrong secret (or an unknown endpoint) changes nothing; nor does an endpoint the sender refuses.
    const guessed = await change('AAAAAAAAAAAAAAAAAAAAAA');
    expect(guessed.status).toBe(404);
    expect(guessed.body.error?.message).toBe(pushMessages.deviceNotFound);
    expect((await change(old.keys.auth, 'https://attacker.example/push/1')).status).toBe(400);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.token, old.endpoint))).toHaveLength(1);

    expect((await change(old.keys.auth)).status).toBe(200);
    const [moved] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.token, rotated.endpoint));
    expect(moved).toMatchObject({ userId: man.id, kind: 'webpush' });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.token, old.endpoint))).toHaveLength(0);
    await sendMessage(server, woman.token, matchId, 'still reaching you?');
    await deliver();
    expect(payloads(rotated).map((p) => p.body)).toEqual(['still reaching you?']);
    expect(pushesTo(old)).toHaveLength(0);
    // The old secret proves nothing twice.
    expect((await change(old.keys.auth)).status).toBe(404);
  });
});
