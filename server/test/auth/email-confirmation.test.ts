import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2 } from '../../src/features/auth/passwords';
import { authSessions, users } from '../../src/platform/db/schema/auth';
import { neverEmailToken, suppress } from '../../src/features/mail-suppression/service';
import { call, visibleAnswer } from '../support/client';
import { createUser, uniqueEmail } from '../support/factories';
import { deliverMail, lastMailedToken, listUnsubscribePath, mailsTo } from '../support/mail';
import { startMailingServer, type TestServer } from '../support/server';

// Review of issue 26, finding 1: a confirmation link proves the mailbox and nothing else. Whoever
// signs up last with her address, or spends its mail quota, no longer decides her password.
const OWNERS = 'the-owners-own-secret';
const CLAIMANTS = 'claimant-chose-this';
const MAIL_PER_ADDRESS = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startMailingServer({
    AUTH_EMAIL_CONFIRMATION: 'required',
    PUBLIC_URL: 'https://mithaq.example',
    RATE_LIMIT_MAIL_PER_ADDRESS: String(MAIL_PER_ADDRESS),
    RATE_LIMIT_SIGN_UP_PER_IP: '1000',
    RATE_LIMIT_MAIL_PER_IP: '1000',
  });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const signUp = (email: string, password: string) => call(server, 'POST', '/api/auth/sign-up', { email, password });
const signIn = (email: string, password: string) => call(server, 'POST', '/api/auth/sign-in', { email, password });
const confirm = (token: string, password: string) => call(server, 'POST', '/api/auth/confirm-email', { token, password });
const confirmWithNewPassword = (token: string, password: string) =>
  call(server, 'POST', '/api/auth/confirm-email/new-password', { token, password });
const checkLink = (token: string) => call(server, 'POST', '/api/auth/confirm-email/check', { token });
const resend = (email: string) => call(server, 'POST', '/api/auth/confirmation/resend', { email });
const confirmedAt = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]?.confirmedAt ?? null;

/** Delivers what was queued and returns the confirmation links mailed to `email` so far, oldest first. */
async function confirmationLinks(email: string) {
  await deliverMail(server);
  return mailsTo(email)
    .filter((mail) => mail.subject === 'Confirm your Mithaq account')
    .map((mail) => decodeURIComponent(/confirmation_token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!));
}

/** Signs up and returns the confirmation link this sign-up had mailed. */
async function signUpForLink(email: string, password: string) {
  const before = (await confirmationLinks(email)).length;
  expect((await signUp(email, password)).status).toBe(200);
  const links = await confirmationLinks(email);
  expect(links).toHaveLength(before + 1);
  return links.at(-1)!;
}

async function expectPassword(email: string, works: string, refused: string) {
  expect((await signIn(email, works)).status).toBe(200);
  expect((await signIn(email, refused)).status).toBe(401);
}

const invalidLink = { error: { code: 'VALIDATION', message: 'Invalid confirmation link. Please request a new one.', key: 'auth.invalidConfirmationLink' } };

describe('a confirmation link proves the mailbox, never a password', () => {
  it("confirms with the password typed on the page: a later sign-up and a resend hand the owner no one else's password (review 1, way 1)", async () => {
    const email = uniqueEmail('owner');
    await signUpForLink(email, OWNERS);
    // He signs up after her with her address: that changes nothing but send her a link.
    await signUpForLink(email, CLAIMANTS);
    expect((await resend(email)).status).toBe(200);
    const resent = (await confirmationLinks(email)).at(-1)!;

    expect((await confirm(resent, OWNERS)).status).toBe(200);
    expect(await confirmedAt(email)).not.toBeNull();
    await expectPassword(email, OWNERS, CLAIMANTS);
  });

  it('refuses the wrong password with a clear message and writes nothing; the link still works', async () => {
    const email = uniqueEmail('typo');
    const link = await signUpForLink(email, OWNERS);
    const wrong = await confirm(link, 'not-what-she-chose');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'That is not the password of this account. Type the one you chose when you signed up, or choose a new password.',
        key: 'auth.confirmationPasswordWrong',
      },
    });
    expect(await confirmedAt(email)).toBeNull();
    expect((await confirm(link, OWNERS)).status).toBe(200);
    // Single use.
    expect((await confirm(link, OWNERS)).body).toEqual(invalidLink);
  });

  it('lets her choose a new password with the link when someone signed up with her address first: every session ends, the address is confirmed', async () => {
    const email = uniqueEmail('claimed-first');
    await signUpForLink(email, CLAIMANTS);
    const ownersLink = await signUpForLink(email, OWNERS);
    const account = (await db().select().from(users).where(eq(users.email, email)))[0]!;
    // A session the account had (made while confirmation was off) ends with the new password.
    const now = server.clock.now();
    await db().insert(authSessions).values({ userId: account.id, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });

    // Her password is not the account's: the claimant's came first.
    expect((await confirm(ownersLink, OWNERS)).body).toMatchObject({ error: { key: 'auth.confirmationPasswordWrong' } });
    // A common password is refused as at sign-up, and nothing changes.
    const common = await confirmWithNewPassword(ownersLink, 'password1');
    expect(common.body).toMatchObject({ error: { code: 'VALIDATION', key: 'auth.commonPassword' } });
    expect(await confirmedAt(email)).toBeNull();

    expect((await confirmWithNewPassword(ownersLink, 'her-new-choice-2026')).status).toBe(200);
    expect(await confirmedAt(email)).not.toBeNull();
    const sessions = await db().select().from(authSessions).where(eq(authSessions.userId, account.id));
    expect(sessions.map((session) => session.revokedAt)).not.toContain(null);
    await expectPassword(email, 'her-new-choice-2026', CLAIMANTS);
    expect((await confirmWithNewPassword(ownersLink, 'again-another-2026')).body).toEqual(invalidLink);
  });

  it('costs no password hash for a made-up link, and says the link is bad before anything is typed', async () => {
    const hashes = vi.spyOn(argon2, 'hash');
    const verifies = vi.spyOn(argon2, 'verify');
    try {
      expect((await confirmWithNewPassword('made-up-link', 'her-new-choice-2026')).body).toEqual(invalidLink);
      expect((await confirm('made-up-link', OWNERS)).body).toEqual(invalidLink);
      expect(hashes).not.toHaveBeenCalled();
      expect(verifies).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    expect((await checkLink('made-up-link')).body).toEqual(invalidLink);
    const email = uniqueEmail('check');
    expect((await checkLink(await signUpForLink(email, OWNERS))).status).toBe(200);
  });

  it('keeps every link it mailed usable until the address is confirmed, then none', async () => {
    const email = uniqueEmail('many-links');
    const first = await signUpForLink(email, OWNERS);
    const second = await signUpForLink(email, CLAIMANTS);
    expect((await checkLink(first)).status).toBe(200);
    expect((await confirm(second, OWNERS)).status).toBe(200);
    expect((await checkLink(first)).body).toEqual(invalidLink);
    expect((await confirmWithNewPassword(first, 'a-later-choice-2026')).body).toEqual(invalidLink);
  });

  it('refuses a confirmation link once the address was proven another way (a reset): it is no second reset link', async () => {
    const email = uniqueEmail('reset-first');
    const link = await signUpForLink(email, CLAIMANTS);
    await call(server, 'POST', '/api/auth/password-reset/request', { email });
    await deliverMail(server);
    const reset = lastMailedToken(email, 'token')!;
    expect((await call(server, 'POST', '/api/auth/password-reset/confirm', { token: reset, password: 'set-by-the-owner' })).status).toBe(200);
    expect((await confirmWithNewPassword(link, 'the-claimant-again')).body).toEqual(invalidLink);
    await expectPassword(email, 'set-by-the-owner', 'the-claimant-again');
  });
});

describe('confirmation mails have a quota of their own per address', () => {
  it("still mail her sign-up's link after reset requests spent the address's reset mails (review 1, way 2)", async () => {
    const email = uniqueEmail('quota');
    await createUser(db(), { email, confirmed: false, password: CLAIMANTS });
    for (let i = 0; i < MAIL_PER_ADDRESS + 1; i++) await call(server, 'POST', '/api/auth/password-reset/request', { email });
    await deliverMail(server);
    expect(mailsTo(email).filter((mail) => mail.subject === 'Reset your Mithaq password')).toHaveLength(MAIL_PER_ADDRESS);

    const link = await signUpForLink(email, OWNERS);
    expect((await confirmWithNewPassword(link, 'her-own-choice-2026')).status).toBe(200);
  });

  it('still mails a reset link after sign-ups spent the confirmation mails', async () => {
    const email = uniqueEmail('quota-other-way');
    for (let i = 0; i < MAIL_PER_ADDRESS + 1; i++) await signUp(email, CLAIMANTS);
    expect(await confirmationLinks(email)).toHaveLength(MAIL_PER_ADDRESS);
    await call(server, 'POST', '/api/auth/password-reset/request', { email });
    await deliverMail(server);
    expect(mailsTo(email).filter((mail) => mail.subject === 'Reset your Mithaq password')).toHaveLength(1);
  });
});

describe('sign-in tells an address still to be confirmed from a wrong password by nothing (review 6)', () => {
  it("answers signing in with a just-made account's own password exactly as with a taken address's wrong one, and counts it as a wrong guess", async () => {
    const taken = await createUser(db(), { password: OWNERS });
    const fresh = uniqueEmail('fresh');
    // Sign up with both addresses and the same password, then sign in with each.
    await signUp(taken.email, CLAIMANTS);
    await signUp(fresh, CLAIMANTS);
    await deliverMail(server);
    const [takenAnswer, freshAnswer] = [await signIn(taken.email, CLAIMANTS), await signIn(fresh, CLAIMANTS)];
    expect(visibleAnswer(freshAnswer)).toEqual(visibleAnswer(takenAnswer));
    expect(freshAnswer.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Invalid login credentials', key: 'auth.invalidCredentials' } });
    // The right password forgave nothing: it counted as the wrong one did.
    const counted = async (email: string) => (await server.platform.rateLimiter.peek(`sign-in:fail:${email}`, 1000)).count;
    expect(await counted(fresh)).toBe(await counted(taken.email));
    expect(await counted(fresh)).toBe(1);
  });

  it("mails no sign-in link to an address still to be confirmed (it would confirm it with a claimant's password)", async () => {
    const email = uniqueEmail('locked-claim');
    await signUpForLink(email, CLAIMANTS);
    for (let i = 0; i < 12; i++) await signIn(email, `guess-${i}`);
    expect((await signIn(email, CLAIMANTS)).status).toBe(429);
    await deliverMail(server);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Confirm your Mithaq account']);
  });
});

describe('a reset mail to an account never confirmed is a mail to a stranger (review 7)', () => {
  const requestReset = async (email: string) => {
    expect((await call(server, 'POST', '/api/auth/password-reset/request', { email })).status).toBe(200);
    await deliverMail(server);
  };

  it('is not sent when the address asked never to be mailed, and otherwise carries the never-e-mail link', async () => {
    const asked = await createUser(db(), { confirmed: false });
    await suppress(server.platform, neverEmailToken(server.platform.keys.mailSuppression, asked.email));
    await requestReset(asked.email);
    expect(mailsTo(asked.email)).toHaveLength(0);

    const unconfirmed = await createUser(db(), { confirmed: false });
    await requestReset(unconfirmed.email);
    expect(mailsTo(unconfirmed.email).map((mail) => mail.subject)).toEqual(['Reset your Mithaq password']);
    expect(listUnsubscribePath(mailsTo(unconfirmed.email)[0]!)).toMatch(/^\/api\/never-email\?token=/);
  });
});
