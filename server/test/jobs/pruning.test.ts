import crypto from 'node:crypto';
import { retention } from '@mithaq/contract/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEndedSessions, pruneSpentLinks, pruneUnconfirmedAccounts } from '../../src/features/auth/retention';
import { pruneNotifications } from '../../src/features/notifications/retention';
import { pruneDeckHistory } from '../../src/features/profile-views/retention';
import { showProfiles } from '../../src/features/profile-views/service';
import { authSessions, oneTimeTokens, refreshTokens, users } from '../../src/platform/db/schema/auth';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profileViews } from '../../src/platform/db/schema/social';
import { call } from '../support/client';
import { createProfile, createUser, uniqueEmail } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

// The pruning jobs act on every row: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-06-01T09:00:00Z');
});
afterAll(() => server.close());

const DAY = 24 * 3600_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const db = () => server.platform.database.db;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const hash = () => crypto.randomBytes(16).toString('hex');
type OneTimePurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** Moves the clock to one minute before `days` have passed since `start`, then to one minute after. */
function boundary(start: Date, days: number) {
  return {
    justInside: () => server.clock.set(at(start, days * DAY - MINUTE)),
    justOutside: () => server.clock.set(at(start, days * DAY + MINUTE)),
  };
}

async function session(userId: string, values: { expiresAt: Date; revokedAt?: Date }, tokenExpiries: Date[]) {
  const [row] = await db()
    .insert(authSessions)
    .values({ userId, createdAt: server.clock.now(), lastUsedAt: server.clock.now(), ...values })
    .returning({ id: authSessions.id });
  const tokens = await db()
    .insert(refreshTokens)
    .values(tokenExpiries.map((expiresAt) => ({ sessionId: row!.id, tokenHash: hash(), expiresAt })))
    .returning({ id: refreshTokens.id });
  return { id: row!.id, tokens: tokens.map((token) => token.id) };
}

const sessionsLeft = async (ids: string[]) =>
  (await db().select({ id: authSessions.id }).from(authSessions).where(inArray(authSessions.id, ids))).map((row) => row.id).sort();
const tokensLeft = async (ids: string[]) =>
  (await db().select({ id: refreshTokens.id }).from(refreshTokens).where(inArray(refreshTokens.id, ids))).map((row) => row.id).sort();

describe('pruning ended sessions', () => {
  it(`deletes a session (with its refresh tokens) ${retention.endedSessionDays} days after it ended, and an expired token of a live session; nothing else`, async () => {
    const start = server.clock.now();
    const { id: userId } = await createUser(db());
    const signedOut = await session(userId, { expiresAt: at(start, 30 * DAY), revokedAt: start }, [start, at(start, 30 * DAY)]);
    const expired = await session(userId, { expiresAt: start }, [start]);
    // Live for months: its first token expired with the rest, its current one is good.
    const live = await session(userId, { expiresAt: at(start, 400 * DAY) }, [start, at(start, 400 * DAY)]);
    const currentToken = live.tokens[1];
    const all = [signedOut, expired, live];
    const { justInside, justOutside } = boundary(start, retention.endedSessionDays);

    justInside();
    expect(await pruneEndedSessions(server.platform)).toBe(0);
    expect(await sessionsLeft(all.map((s) => s.id))).toEqual(all.map((s) => s.id).sort());
    expect(await tokensLeft(all.flatMap((s) => s.tokens))).toEqual(all.flatMap((s) => s.tokens).sort());

    justOutside();
    // Two servers at once: each row goes once, neither fails.
    const [first, second] = await Promise.all([pruneEndedSessions(server.platform), pruneEndedSessions(server.platform)]);
    expect(first + second).toBe(3); // two sessions and one token of the live one (the others went with their sessions)
    expect(await sessionsLeft(all.map((s) => s.id))).toEqual([live.id]);
    expect(await tokensLeft(all.flatMap((s) => s.tokens))).toEqual([currentToken]);
    expect(await pruneEndedSessions(server.platform)).toBe(0);
  });
});

describe('pruning spent links', () => {
  it(`deletes one-time links ${retention.spentLinkDays} days after they were used or expired; an unused live one, and an unused confirmation, stay`, async () => {
    const start = server.clock.now();
    const { id: userId } = await createUser(db(), { confirmed: false });
    const link = async (values: { expiresAt: Date; usedAt?: Date }, purpose: OneTimePurpose = 'password_reset') =>
      (await db().insert(oneTimeTokens).values({ userId, purpose, tokenHash: hash(), ...values }).returning({ id: oneTimeTokens.id }))[0]!.id;
    const used = await link({ expiresAt: at(start, 3600_000), usedAt: start });
    const expired = await link({ expiresAt: start });
    const usedConfirmation = await link({ expiresAt: at(start, DAY), usedAt: start }, 'email_confirmation');
    // A resend reads the latest confirmation of an unconfirmed address, expired or not: it stays.
    const waitingConfirmation = await link({ expiresAt: start }, 'email_confirmation');
    // A guardian invitation lives 7 days; this one a day longer than the grace, so it is still usable then.
    const usable = await link({ expiresAt: at(start, (retention.spentLinkDays + 1) * DAY) });
    const all = [used, expired, usedConfirmation, waitingConfirmation, usable];
    const left = async () =>
      (await db().select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(inArray(oneTimeTokens.id, all))).map((row) => row.id).sort();
    const { justInside, justOutside } = boundary(start, retention.spentLinkDays);

    justInside();
    expect(await pruneSpentLinks(server.platform)).toBe(0);
    expect(await left()).toEqual([...all].sort());
    justOutside();
    expect(await pruneSpentLinks(server.platform)).toBe(3);
    expect(await left()).toEqual([waitingConfirmation, usable].sort());
  });
});

describe('pruning notifications', () => {
  it(`deletes read ones ${retention.readNotificationDays} days after they arrived and any after ${retention.notificationDays}`, async () => {
    const start = server.clock.now();
    const { id: userId } = await createUser(db());
    const notification = async (createdAt: Date, readAt: Date | null) =>
      (await db().insert(notifications).values({ userId, type: 'test', content: 'A test', createdAt, readAt }).returning({ id: notifications.id }))[0]!.id;
    const read = await notification(start, start);
    const unread = await notification(start, null);
    const readNextDay = await notification(at(start, DAY), at(start, DAY));
    const left = async () =>
      (await db().select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))).map((row) => row.id).sort();

    const readPeriod = boundary(start, retention.readNotificationDays);
    readPeriod.justInside();
    expect(await pruneNotifications(server.platform)).toBe(0);
    expect(await left()).toEqual([read, unread, readNextDay].sort());
    readPeriod.justOutside();
    expect(await pruneNotifications(server.platform)).toBe(1);
    expect(await left()).toEqual([unread, readNextDay].sort());

    const anyPeriod = boundary(start, retention.notificationDays);
    anyPeriod.justInside();
    expect(await pruneNotifications(server.platform)).toBe(1); // the one read a day later is past its 90 days now
    expect(await left()).toEqual([unread]);
    anyPeriod.justOutside();
    expect(await pruneNotifications(server.platform)).toBe(1);
    expect(await left()).toEqual([]);
  });
});

describe('pruning the deck history', () => {
  it(`forgets a profile shown ${retention.deckHistoryDays} days ago; later views and other members' rows stay`, async () => {
    const start = server.clock.now();
    const viewer = await createProfile(db(), { name: 'Maryam', sex: 'female' });
    const [old, recent] = await Promise.all([createProfile(db(), { name: 'Yusuf', sex: 'male' }), createProfile(db(), { name: 'Idris', sex: 'male' })]);
    await db().insert(profileViews).values([
      { viewerId: viewer.id, viewedId: old.id, firstSeenAt: start },
      { viewerId: viewer.id, viewedId: recent.id, firstSeenAt: at(start, DAY) },
      { viewerId: old.id, viewedId: viewer.id, firstSeenAt: at(start, DAY) },
    ]);
    const left = async () =>
      (await db().select().from(profileViews).where(inArray(profileViews.viewerId, [viewer.id, old.id])))
        .map((row) => `${row.viewerId === viewer.id ? 'her' : 'his'}→${row.viewedId === viewer.id ? 'her' : row.viewedId === old.id ? 'old' : 'recent'}`)
        .sort();
    const { justInside, justOutside } = boundary(start, retention.deckHistoryDays);

    justInside();
    expect(await pruneDeckHistory(server.platform)).toBe(0);
    expect(await left()).toEqual(['her→old', 'her→recent', 'his→her']);
    justOutside();
    expect(await pruneDeckHistory(server.platform)).toBe(1);
    expect(await left()).toEqual(['her→recent', 'his→her']);
  });

  it('records a forgotten profile again when it is shown again (this server remembered it as seen for a day at most)', async () => {
    const viewer = await createProfile(db(), { name: 'Hafsa', sex: 'female' });
    const shown = await createProfile(db(), { name: 'Bilal', sex: 'male' });
    const show = () => showProfiles(server.platform, db(), viewer.id, [shown.id], '127.0.0.1');
    const recorded = async () => (await db().select().from(profileViews).where(eq(profileViews.viewerId, viewer.id))).length;
    await show();
    server.clock.advance(retention.deckHistoryDays * DAY - HOUR);
    await show(); // seen before: nothing new is recorded, and this server remembers the pair from now on
    server.clock.advance(2 * HOUR);
    expect(await pruneDeckHistory(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await recorded()).toBe(0);
    server.clock.advance(DAY);
    await show();
    expect(await recorded()).toBe(1);
  });
});

describe('pruning accounts never confirmed', () => {
  /** The account's sign-up moved to `createdAt` (the database stamps it with the real time). */
  async function signedUpAt<T extends { id: string }>(account: T, createdAt: Date) {
    await db().update(users).set({ createdAt }).where(eq(users.id, account.id));
    return account.id;
  }
  const accountsLeft = async (ids: string[]) =>
    (await db().select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id).sort();

  // Other tests' accounts (never confirmed, stamped with the real time) may go too: only these are looked at.
  it(`deletes one (with its links) ${retention.unconfirmedAccountDays} days after its sign-up; never a confirmed one, one with a profile, or an admin`, async () => {
    const start = server.clock.now();
    const due = await signedUpAt(await createUser(db(), { confirmed: false }), start);
    await db().insert(oneTimeTokens).values({ userId: due, purpose: 'email_confirmation', tokenHash: hash(), expiresAt: at(start, DAY) });
    const younger = await signedUpAt(await createUser(db(), { confirmed: false }), at(start, 2 * MINUTE));
    const confirmed = await signedUpAt(await createUser(db()), start);
    // This server has confirmation off (the embedded default): a sign-up is confirmed at once.
    const signUp = await call<{ session: { user: { id: string } } }>(server, 'POST', '/api/auth/sign-up', { email: uniqueEmail(), password: 'amina-reads-at-dawn' });
    const signedUp = await signedUpAt(signUp.body.session.user, start);
    const member = await createProfile(db());
    await db().update(users).set({ confirmedAt: null }).where(eq(users.id, member.id));
    const withProfile = await signedUpAt(member, start);
    const admin = await signedUpAt(await createUser(db(), { role: 'admin', confirmed: false }), start);
    const kept = [younger, confirmed, signedUp, withProfile, admin];
    const { justInside, justOutside } = boundary(start, retention.unconfirmedAccountDays);

    justInside();
    await pruneUnconfirmedAccounts(server.platform);
    expect(await accountsLeft([due, ...kept])).toEqual([due, ...kept].sort());

    justOutside();
    // Two servers at once: neither fails.
    await Promise.all([pruneUnconfirmedAccounts(server.platform), pruneUnconfirmedAccounts(server.platform)]);
    expect(await accountsLeft([due, ...kept])).toEqual([...kept].sort());
    expect(await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, due))).toEqual([]);

    server.clock.advance(2 * MINUTE);
    expect(await pruneUnconfirmedAccounts(server.platform)).toBe(1);
    expect(await accountsLeft(kept)).toEqual(kept.filter((id) => id !== younger).sort());
  });
});
