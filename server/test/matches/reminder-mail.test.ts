import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTimers } from '../../src/features/matches/timers';
import { users } from '../../src/platform/db/schema/auth';
import { pushPreferences, pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { mailsTo } from '../support/mail';
import { accessTokenNow, conversation, matchedCouple, pay, sendMessage } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';
import { sessionIdOf } from '../support/push-devices';
import { seenByEachOther } from '../support/safety';

// The sweep acts on every match: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true, env: { PUBLIC_URL: 'https://mithaq.example' } });
  server.clock.set('2026-03-02T09:00:00Z');
});
afterAll(() => server.close());

const HOUR = 3600_000;
const db = () => server.platform.database.db;
const sweep = () => sweepTimers(server.platform);
const reminderMails = async (email: string) => {
  await server.jobs.outbox.deliverDue();
  // English, or French for the member who reads French.
  return mailsTo(email).filter((mail) => mail.subject.includes('24 hours left') || mail.subject.includes('24 heures'));
};
/** A registration of the member's signed-in session, as the app makes it. */
const withDevice = (member: { id: string; token: string }) =>
  db().insert(pushSubscriptions).values({ userId: member.id, sessionId: sessionIdOf(member.token), kind: 'fcm', token: `device-of-${member.id}`, platform: 'android' });

/** Unlocked match where she wrote first: his 48 h reply timer runs, and its reminder is due 24 h in. */
const heOwesAReply = () => conversation(server);

const remindersByMail = async (userId: string) => (await db().select({ on: users.reminderEmails }).from(users).where(eq(users.id, userId)))[0]!.on;

/** A new match of his, unlocked, where she wrote first: another reply he owes. */
async function anotherWomanWritesTo(man: { id: string; email: string }) {
  const woman = await createProfile(db(), { name: 'Hafsa', sex: 'female' });
  const her = await signIn(server, woman.email, woman.password);
  await seenByEachOther(db(), woman.id, man.id);
  await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: her.token });
  const token = await accessTokenNow(server, man);
  const { matchId } = (await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token })).body;
  await pay(server, her.token, matchId, true);
  expect((await sendMessage(server, her.token, matchId, 'Salam')).status).toBe(200);
}

/** The reminders' unsubscribe link of a mail, as a path on the test server. */
function stopPathOf(mail: { headers?: Record<string, string> }) {
  const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(url?.startsWith('https://mithaq.example/api/unsubscribe/reminders?token=')).toBe(true);
  return url!.replace('https://mithaq.example', '');
}

const oneClick = (path: string) =>
  server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

describe('the 24-hour reminders by e-mail, for a member with no push device', () => {
  it('mails the reply reminder once (two sweeps send one), in his language, with the chat and a reminders-only unsubscribe', async () => {
    const { matchId, man } = await heOwesAReply();
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, man.id));
    server.clock.advance(23 * HOUR);
    await sweep();
    expect(await reminderMails(man.email)).toEqual([]);
    server.clock.advance(HOUR + 60_000);
    await sweep();
    await sweep();
    const mails = await reminderMails(man.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // French puts a no-break space before a colon.
    expect(mail!.subject).toBe('Mithaq\u00a0: plus que 24 heures pour répondre');
    // The French greeting and the reminder's lines: written with his texts.
    expect(mail!.text.startsWith('Assalamu alaykum,')).toBe(true);
    // Whoever reads his mailbox learns nobody's name (review of issue 26, finding 10).
    expect(mail!.text).toContain('Une personne avec qui vous avez un match attend votre réponse\u00a0: il reste 24 heures.');
    expect(`${mail!.subject}\n${mail!.text}`).not.toContain('Maryam');
    expect(mail!.text).toContain(`https://mithaq.example/app/chat/${matchId}`);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).toContain(`https://mithaq.example${stopPathOf(mail!)}`);
  });

  it('mails the payment reminder to the one who has not paid, and nothing to the one who has', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await pay(server, woman.token, matchId);
    server.clock.advance(48 * HOUR + 60_000);
    await sweep();
    await sweep();
    const [mail, ...more] = await reminderMails(man.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Mithaq: 24 hours left to unlock your chat' });
    expect(mail!.text).toContain('24 hours left to unlock a chat with someone you matched with.');
    expect(`${mail!.subject}\n${mail!.text}`).not.toContain('Maryam');
    expect(mail!.text).toContain(`https://mithaq.example/app/chat/${matchId}`);
    expect(await reminderMails(woman.email)).toEqual([]);
  });

  it('mails nothing to a member who has a push device: the push reminds him', async () => {
    const { man } = await heOwesAReply();
    await withDevice(man);
    server.clock.advance(24 * HOUR + 60_000);
    await sweep();
    expect(await reminderMails(man.email)).toEqual([]);
  });

  it('mails a member whose devices would not be pushed the reminder: one stopped, one of a signed-out session, reminder pushes off', async () => {
    const { man } = await heOwesAReply();
    await withDevice(man);
    await db().update(pushSubscriptions).set({ stoppedAt: server.clock.now() }).where(eq(pushSubscriptions.userId, man.id));
    server.clock.advance(24 * HOUR + 60_000);
    await sweep();
    expect(await reminderMails(man.email)).toHaveLength(1);

    const other = await heOwesAReply();
    await withDevice(other.man);
    await db().insert(pushPreferences).values({ userId: other.man.id, reminders: false });
    server.clock.advance(24 * HOUR + 60_000);
    await sweep();
    expect(await reminderMails(other.man.email)).toHaveLength(1);
  });

  it('the one-click link turns reminder e-mails off and nothing else (news consent and push choices unchanged)', async () => {
    const { man } = await heOwesAReply();
    await db().update(users).set({ marketingConsent: true }).where(eq(users.id, man.id));
    await db().insert(pushPreferences).values({ userId: man.id, likes: false });
    server.clock.advance(24 * HOUR + 60_000);
    await sweep();
    const [mail] = await reminderMails(man.email);
    const stop = stopPathOf(mail!);

    const page = await server.fetch(stop);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe</button>');
    expect(await remindersByMail(man.id)).toBe(true);
    // The news address with this token, and a forged token, are refused and change nothing.
    expect((await oneClick(stop.replace('/reminders', ''))).status).toBe(400);
    expect((await oneClick(`/api/unsubscribe/reminders?token=${man.id}.forged`)).status).toBe(400);
    expect(await remindersByMail(man.id)).toBe(true);

    const done = await oneClick(stop);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('no more reminder e-mails');
    expect(await remindersByMail(man.id)).toBe(false);
    const [account] = await db().select({ consent: users.marketingConsent }).from(users).where(eq(users.id, man.id));
    expect(account!.consent).toBe(true);
    const [preferences] = await db().select().from(pushPreferences).where(eq(pushPreferences.userId, man.id));
    expect(preferences).toMatchObject({ messages: true, matches: true, likes: false, reminders: true });

    // His next reminder, in another chat, comes by no e-mail.
    await anotherWomanWritesTo(man);
    server.clock.advance(24 * HOUR + 60_000);
    await sweep();
    expect(await reminderMails(man.email)).toHaveLength(1); // still only the first
  });

  it('the Account page shows the setting and turns it off and on', async () => {
    const { man } = await heOwesAReply();
    const setting = () => call(server, 'GET', '/api/account/reminder-emails', undefined, { token: man.token });
    expect((await setting()).body).toEqual({ enabled: true });
    expect((await call(server, 'PUT', '/api/account/reminder-emails', { enabled: 'no' }, { token: man.token })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/account/reminder-emails', { enabled: false }, { token: man.token })).body).toEqual({ enabled: false });
    expect((await setting()).body).toEqual({ enabled: false });
    server.clock.advance(24 * HOUR + 60_000);
    await sweep();
    expect(await reminderMails(man.email)).toEqual([]);
    const later = await accessTokenNow(server, man);
    expect((await call(server, 'PUT', '/api/account/reminder-emails', { enabled: true }, { token: later })).body).toEqual({ enabled: true });
    expect((await call(server, 'GET', '/api/account/reminder-emails')).status).toBe(401);
  });
});
