import arEmails from '@mithaq/contract/locales/ar/emails.json';
import arServer from '@mithaq/contract/locales/ar/server.json';
import frServer from '@mithaq/contract/locales/fr/server.json';
import { NATIVE_APP_VERSION, type NotificationItem, type PushPayload } from '@mithaq/contract/push';
import { ledgerKeys, type WalletResponse } from '@mithaq/contract/tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeUrl } from '../../src/platform/mail/unsubscribe-links';
import { users } from '../../src/platform/db/schema/auth';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { translations } from '../../src/platform/translations';
import { call, signIn } from '../support/client';
import { createProfile, uniqueEmail } from '../support/factories';
import { deliverMail, mailsTo } from '../support/mail';
import { sendMessage, unlockedCouple } from '../support/matches';
import { startServerWithPushReceiver, type PushReceiver } from '../support/push-receiver';
import { seenInDeck } from '../support/safety';
import type { TestServer } from '../support/server';
import { deliverQueued } from '../support/outbox';

let server: TestServer;
let receiver: PushReceiver;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ server, receiver, close } = await startServerWithPushReceiver());
});
afterAll(() => close());

const db = () => server.platform.database.db;
const storedLanguage = async (userId: string) => (await db().select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language;

/** A browser of this member subscribes at the receiver and registers with the server. */
async function subscribe(token: string) {
  const browser = receiver.subscribe();
  const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), appVersion: NATIVE_APP_VERSION };
  const registered = await call(server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint: browser.endpoint, keys: browser.keys }, deviceInfo }, { token });
  expect(registered.status).toBe(200);
  return browser;
}

/** A member with a profile, signed in, whose account is in `language`. */
async function memberIn(language: string, values: { name?: string; sex?: 'male' | 'female' } = {}) {
  const member = await createProfile(db(), values);
  await db().update(users).set({ language }).where(eq(users.id, member.id));
  return { ...member, token: (await signIn(server, member.email, member.password)).token };
}

describe("the member's language", () => {
  it('starts as the one the visitor signed up in, English when none is sent', async () => {
    const arabic = await call<{ session: { user: { id: string; language: string } } }>(server, 'POST', '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: 'amina-reads-at-dawn',
      language: 'ar',
    });
    expect(arabic.body.session.user.language).toBe('ar');
    expect(await storedLanguage(arabic.body.session.user.id)).toBe('ar');

    const plain = await call<{ session: { user: { id: string; language: string } } }>(server, 'POST', '/api/auth/sign-up', { email: uniqueEmail(), password: 'amina-reads-at-dawn' });
    expect(plain.body.session.user.language).toBe('en');
  });

  it('refuses a language it does not speak, and creates no account', async () => {
    const email = uniqueEmail();
    const result = await call(server, 'POST', '/api/auth/sign-up', { email, password: 'amina-reads-at-dawn', language: 'de' });
    expect(result.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('is changed by the member, and the session says so from then on', async () => {
    const member = await memberIn('en');
    const changed = await call(server, 'PUT', '/api/account/language', { language: 'ur' }, { token: member.token });
    expect(changed).toMatchObject({ status: 200, body: { language: 'ur' } });
    expect(await storedLanguage(member.id)).toBe('ur');
    const me = await call<{ user: { language: string } }>(server, 'GET', '/api/auth/me', undefined, { token: member.token });
    expect(me.body.user.language).toBe('ur');
    const again = await signIn(server, member.email, member.password);
    expect(again.session.user.language).toBe('ur');
  });

  it('accepts only a language of the list, and only from a signed-in member', async () => {
    const member = await memberIn('fr');
    expect((await call(server, 'PUT', '/api/account/language', { language: 'xx' }, { token: member.token })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/account/language', {}, { token: member.token })).status).toBe(400);
    expect(await storedLanguage(member.id)).toBe('fr');
    expect((await call(server, 'PUT', '/api/account/language', { language: 'tr' })).status).toBe(401);
  });
});

describe('notifications and pushes in the recipient language', () => {
  it('pushes the like in Arabic to an Arabic reader; the notification keeps the key the app says in her language', async () => {
    const maryam = await memberIn('ar', { name: 'Maryam', sex: 'female' });
    const yusuf = await memberIn('en', { name: 'Yusuf', sex: 'male' });
    const browser = await subscribe(maryam.token);

    await seenInDeck(db(), yusuf.id, maryam.id);
    await call(server, 'POST', '/api/likes', { profileId: maryam.id }, { token: yusuf.token });
    const list = await call<{ notifications: NotificationItem[] }>(server, 'GET', '/api/notifications', undefined, { token: maryam.token });
    expect(list.body.notifications[0]).toMatchObject({ type: 'like', key: 'discover.likedYou', params: { name: 'Yusuf' }, content: null });

    await deliverQueued(server);
    const [push] = receiver.to(browser);
    expect(push!.payload as PushPayload).toMatchObject({ title: arServer.push.likeTitle, body: arServer.discover.likedYou.replace('{{name}}', 'Yusuf') });
  });

  it("pushes a message as it was written, whatever the reader's language", async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await db().update(users).set({ language: 'ar' }).where(eq(users.id, man.id));
    const browser = await subscribe(man.token);
    await sendMessage(server, woman.token, matchId, 'Assalamu alaikum, Yusuf');
    await deliverQueued(server);
    const [push] = receiver.to(browser);
    expect(push!.payload as PushPayload).toMatchObject({ title: 'Maryam', body: 'Assalamu alaikum, Yusuf', data: { type: 'message' } });
  });

  it('pushes it in English to an English reader', async () => {
    const amina = await memberIn('en', { name: 'Amina', sex: 'female' });
    const omar = await memberIn('ar', { name: 'Omar', sex: 'male' });
    const browser = await subscribe(amina.token);
    await seenInDeck(db(), omar.id, amina.id);
    await call(server, 'POST', '/api/likes', { profileId: amina.id }, { token: omar.token });
    await deliverQueued(server);
    expect(receiver.to(browser)[0]!.payload).toMatchObject({ title: 'Someone likes you', body: 'Omar liked your profile' });
  });
});

describe("e-mails and pages in the member's language", () => {
  it('mails the reset link in Arabic to an Arabic account', async () => {
    const member = await memberIn('ar');
    await call(server, 'POST', '/api/auth/password-reset/request', { email: member.email });
    await deliverMail(server);
    const [mail] = mailsTo(member.email);
    expect(mail!.subject).toBe(arEmails.resetPassword.subject);
    const lines = mail!.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([arEmails.common.greeting, '', arEmails.resetPassword.intro]);
    expect(lines[3]).toMatch(/\/reset-password\?token=/);
    expect(lines[5]).toBe(arEmails.resetPassword.expiry);
  });

  it("invites a guardian in the member's language (the guardian has no account of their own)", async () => {
    const member = await memberIn('ar', { name: 'Maryam', sex: 'female' });
    const email = uniqueEmail('wali');
    const invited = await call(server, 'POST', '/api/guardians', { name: 'Abdullah', relation: 'father', email }, { token: member.token });
    expect(invited.status).toBe(200);
    await deliverQueued(server);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(arEmails.guardianInvite.subject);
    expect(mail!.text).toContain(arEmails.guardianInvite.accept);
  });

  it('falls back to English text by text where a translation lacks one, never to a key', async () => {
    const before = translations.tr;
    translations.tr = { ...before, emails: { resetPassword: { subject: 'Mithaq şifrenizi sıfırlayın' } } };
    try {
      const member = await memberIn('tr');
      await call(server, 'POST', '/api/auth/password-reset/request', { email: member.email });
      await deliverMail(server);
      const [mail] = mailsTo(member.email);
      expect(mail!.subject).toBe('Mithaq şifrenizi sıfırlayın');
      expect(mail!.text.startsWith('Assalamu alaikum,\n\nSomeone asked to reset the password of your Mithaq account.')).toBe(true);
    } finally {
      translations.tr = before;
    }
  });

  it("shows the wallet's entries in the member's language, from each row's key; a moderator's note as written", async () => {
    const wallet = async (language: string) => {
      const member = await memberIn(language);
      server.clock.advance(1000);
      await db().insert(tokenTransactions).values({ userId: member.id, amount: -3, type: 'payment', descriptionKey: ledgerKeys.unlock, descriptionParams: { name: 'Yusuf' }, createdAt: server.clock.now() });
      server.clock.advance(1000);
      await db().insert(tokenTransactions).values({ userId: member.id, amount: 2, type: 'grant', description: 'Goodwill after the outage', createdAt: server.clock.now() });
      const answer = await call<WalletResponse>(server, 'GET', '/api/tokens/wallet', undefined, { token: member.token });
      return answer.body.transactions.map((t) => t.text).sort();
    };
    expect(await wallet('ar')).toEqual(['Goodwill after the outage', arEmails.ledger.unlock.replace('{{name}}', 'Yusuf'), arEmails.ledger.welcome].sort());
    expect(await wallet('fr')).toEqual(['Déblocage de la discussion avec Yusuf', 'Goodwill after the outage', 'Jetons de bienvenue']);
    expect(await wallet('en')).toEqual(['Goodwill after the outage', 'Unlocked chat with Yusuf', 'Welcome tokens']);
  });

  it('shows the unsubscribe page in the member language, and a bad link in the browser language', async () => {
    const member = await memberIn('ar');
    const url = new URL(unsubscribeUrl(server.platform, member.id));
    const page = await server.fetch(`${url.pathname}${url.search}`);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1>${arEmails.unsubscribePage.title}</h1>`);
    expect(html).toContain(`>${arEmails.unsubscribePage.button}</button>`);

    const bad = await server.fetch('/api/unsubscribe?token=nonsense', { headers: { 'accept-language': 'de-DE, fr;q=0.9, en;q=0.5' } });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('<html lang="fr" dir="ltr">');
    expect(badHtml).toContain(frServer.accountControls.unsubscribeInvalid.replace(/'/g, '&#39;'));
  });
});
