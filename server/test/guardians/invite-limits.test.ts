import {
  GUARDIAN_INVITES_PER_ADDRESS_PER_DAY,
  GUARDIAN_INVITES_PER_MEMBER_EVER,
  GUARDIAN_INVITES_PER_MEMBER_PER_DAY,
  type GuardianList,
  type GuardianView,
} from '@mithaq/contract/guardians';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/auth';
import { guardians } from '../../src/platform/db/schema/safety';
import { call, signIn } from '../support/client';
import { createProfile, uniqueEmail } from '../support/factories';
import { mailsTo } from '../support/mail';
import { neverEmailToken, suppress } from '../../src/features/mail-suppression/service';
import { startTestServer, type TestServer } from '../support/server';

// Issue 26: an invitation mails someone who is not a member, so inviting is no open mail relay.
// This server keeps the production rules the other test servers loosen: 3 days, 2 per network a day.
let server: TestServer;
beforeAll(async () => {
  // A database of its own: on PostgreSQL another file's outbox run could deliver these mails into its own folder.
  server = await startTestServer({
    isolatedDatabase: true,
    env: { GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: '3', RATE_LIMIT_GUARDIAN_INVITES_PER_IP: '2' },
  });
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const db = () => server.platform.database.db;

/** A member whose account was made `age` ago (confirmed unless told otherwise). */
async function member(age: number, options: { confirmed?: boolean; name?: string } = {}) {
  const profile = await createProfile(db(), { name: options.name ?? 'Maryam' });
  const createdAt = new Date(server.clock.now().getTime() - age);
  await db()
    .update(users)
    .set({ createdAt, confirmedAt: options.confirmed === false ? null : createdAt })
    .where(eq(users.id, profile.id));
  return { ...profile, createdAt };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A fresh access token at the clock's time (the clock moves by days in these tests). */
const tokenOf = async (who: Member) => (await signIn(server, who.email, who.password)).token;

let lastIp = 0;
/** Each call from its own IPv4 address unless one is given: only the per-network test shares them. */
const nextIp = () => `198.51.100.${(lastIp += 1)}`;

interface Answer<T> {
  status: number;
  body: T & { error?: { code: string; message: string; key?: string; params?: Record<string, unknown> } };
}

async function send<T>(who: Member, method: 'POST' | 'DELETE', url: string, payload?: object, ip = nextIp()): Promise<Answer<T>> {
  const response = await server.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${await tokenOf(who)}` },
    ...(payload ? { payload } : {}),
  });
  await server.jobs.outbox.deliverDue();
  return { status: response.statusCode, body: response.json() };
}

const invite = (who: Member, email = uniqueEmail('guardian'), ip?: string) =>
  send<GuardianView>(who, 'POST', '/api/guardians', { name: 'Abdullah', relation: 'father', email }, ip);
const resend = (who: Member, id: string) => send<GuardianView>(who, 'POST', `/api/guardians/${id}/resend`);
const revoke = (who: Member, id: string) => send<GuardianView>(who, 'DELETE', `/api/guardians/${id}`);
const list = async (who: Member) => (await call<GuardianList>(server, 'GET', '/api/guardians', undefined, { token: await tokenOf(who) })).body;
const rowsOf = (who: Member) => db().select().from(guardians).where(eq(guardians.profileId, who.id));

describe('who may invite a guardian', () => {
  it('refuses an account whose e-mail is not confirmed, and the form knows before the member types', async () => {
    const unconfirmed = await member(30 * DAY, { confirmed: false });
    const email = uniqueEmail('guardian');
    const refused = await invite(unconfirmed, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ key: 'guardians.emailNotConfirmed', message: 'Please confirm your e-mail address before inviting a guardian.' });
    expect(mailsTo(email)).toEqual([]);
    expect(await rowsOf(unconfirmed)).toEqual([]);
    expect((await list(unconfirmed)).invite).toEqual({ blockedBy: 'emailNotConfirmed', availableAt: null, invitesLeft: GUARDIAN_INVITES_PER_MEMBER_EVER });
  });

  it('refuses a confirmed account younger than the minimum age, and lets it invite once it is old enough', async () => {
    const fresh = await member(HOUR);
    const availableAt = new Date(fresh.createdAt.getTime() + 3 * DAY).toISOString();
    expect((await list(fresh)).invite).toEqual({ blockedBy: 'accountTooNew', availableAt, invitesLeft: GUARDIAN_INVITES_PER_MEMBER_EVER });
    const email = uniqueEmail('guardian');
    const refused = await invite(fresh, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ key: 'guardians.accountTooNew' });
    expect(mailsTo(email)).toEqual([]);

    server.clock.set(availableAt);
    expect((await list(fresh)).invite).toEqual({ blockedBy: null, availableAt: null, invitesLeft: GUARDIAN_INVITES_PER_MEMBER_EVER });
    expect((await invite(fresh, email)).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await list(fresh)).invite.invitesLeft).toBe(GUARDIAN_INVITES_PER_MEMBER_EVER - 1);
  });

  it('limits invitations per network a day (an IPv6 /64 counts as one), whoever sends them', async () => {
    const [a, b, c, d] = await Promise.all([member(30 * DAY), member(30 * DAY), member(30 * DAY), member(30 * DAY)]);
    expect((await invite(a!, undefined, '2001:db8:1:2::a')).status).toBe(200);
    expect((await invite(b!, undefined, '2001:db8:1:2:ffff::b')).status).toBe(200);
    const email = uniqueEmail('guardian');
    const refused = await invite(c!, email, '2001:db8:1:2::c');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ key: 'guardians.invitesPerNetwork' });
    expect(mailsTo(email)).toEqual([]);
    expect(await rowsOf(c!)).toEqual([]);
    // Another network is not held back, and the next day this one may invite again.
    expect((await invite(d!, undefined, '2001:db8:1:3::d')).status).toBe(200);
    server.clock.advance(DAY);
    expect((await invite(c!, email, '2001:db8:1:2::c')).status).toBe(200);
  });

  it(`stops a member for good after ${GUARDIAN_INVITES_PER_MEMBER_EVER} invitations, sending again included`, async () => {
    const maryam = await member(30 * DAY);
    // Day 1: two invitations, sent again three times in all (the daily limit: 5).
    const first = await invite(maryam);
    const second = await invite(maryam);
    for (const id of [first.body.id, first.body.id, second.body.id]) expect((await resend(maryam, id)).status).toBe(200);
    expect((await list(maryam)).invite.invitesLeft).toBe(GUARDIAN_INVITES_PER_MEMBER_EVER - GUARDIAN_INVITES_PER_MEMBER_PER_DAY);
    // Day 2: new invitations, each removed again (at most 2 live), up to the cap.
    server.clock.advance(DAY);
    await revoke(maryam, first.body.id);
    await revoke(maryam, second.body.id);
    let live: GuardianView | undefined;
    for (let sent = GUARDIAN_INVITES_PER_MEMBER_PER_DAY; sent < GUARDIAN_INVITES_PER_MEMBER_EVER; sent += 1) {
      if (live) await revoke(maryam, live.id);
      const next = await invite(maryam);
      expect(next.status).toBe(200);
      live = next.body;
    }
    expect((await list(maryam)).invite).toEqual({ blockedBy: 'lifetimeCap', availableAt: null, invitesLeft: 0 });

    // Day 3 and any day after: neither a new invitation nor sending the live one again.
    server.clock.advance(DAY);
    const email = uniqueEmail('guardian');
    const refused = await invite(maryam, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ key: 'guardians.lifetimeCap', params: { max: GUARDIAN_INVITES_PER_MEMBER_EVER } });
    expect((await resend(maryam, live!.id)).body.error).toMatchObject({ key: 'guardians.lifetimeCap' });
    expect(mailsTo(email)).toEqual([]);
    server.clock.advance(400 * DAY);
    expect((await invite(maryam, email)).status).toBe(403);
  });
});

describe('an address that asked never to be e-mailed', () => {
  it('costs an invitation like any other address: no free way to learn who opted out of Mithaq mail', async () => {
    const maryam = await member(4 * DAY);
    const optedOut = uniqueEmail('opted-out');
    await suppress(server.platform, neverEmailToken(server.platform.keys.mailSuppression, optedOut));
    const answers: number[] = [];
    for (let i = 0; i <= GUARDIAN_INVITES_PER_MEMBER_PER_DAY; i += 1) answers.push((await invite(maryam, optedOut)).status);
    // Each try spends the day's allowance as a sent invitation would; past it, the answer is the
    // limit's, the same as for any address, so the refusal below it tells nothing more than a send.
    const refused = Math.min(GUARDIAN_INVITES_PER_ADDRESS_PER_DAY, GUARDIAN_INVITES_PER_MEMBER_PER_DAY);
    expect(answers).toEqual([...Array(refused).fill(400), ...Array(answers.length - refused).fill(429)]);
    expect((await invite(maryam)).status).toBe(429);
    expect(await rowsOf(maryam)).toEqual([]);
  });
});

describe('what an invitation says', () => {
  it("never puts the member's name in the subject, only in the body, quoted as their profile name", async () => {
    for (const name of ['Your bank', 'https://evil.example/x']) {
      const sender = await member(30 * DAY, { name });
      const email = uniqueEmail('guardian');
      expect((await invite(sender, email)).status).toBe(200);
      const [mail] = mailsTo(email);
      expect(mail!.subject).toBe('You are invited to be a guardian on Mithaq');
      expect(mail!.subject).not.toContain(name);
      expect(mail!.text).toContain(`whose profile name is "${name}"`);
    }
  });
});
