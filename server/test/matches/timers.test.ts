import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatch } from '../../src/features/matches/repo';
import { sweepTimers } from '../../src/features/matches/timers';
import { grantWeeklyTokens, isoWeek } from '../../src/features/tokens/weekly-grant';
import { notifications } from '../../src/platform/db/schema/notifications';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { createProfile } from '../support/factories';
import { call } from '../support/client';
import { accessTokenNow, balanceOf, conversation as startConversation, ledgerMismatches, matchedCouple, pay, sendMessage } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

// Sweeps and grants act on every row: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-03-02T09:00:00Z'); // a Monday
});
afterAll(() => server.close());

const HOUR = 3600 * 1000;
const db = () => server.platform.database.db;
const matchRow = async (id: string) => (await findMatch(db(), id))!;
const sweep = () => sweepTimers(server.platform);

/** Unlocked match where she wrote first, so his 48 h reply timer runs. */
const conversation = () => startConversation(server);

describe('the payment window', () => {
  it('ends the match automatically after 72 h and refunds every payment', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await pay(server, woman.token, matchId);
    server.clock.advance(71 * HOUR);
    await sweep();
    expect((await matchRow(matchId)).unmatchedAt).toBeNull();
    server.clock.advance(HOUR);
    await sweep();
    const row = await matchRow(matchId);
    expect(row.unmatchedAt).not.toBeNull();
    expect(row.unmatchInitiatorId).toBeNull();
    expect([await balanceOf(server, woman.id), await balanceOf(server, man.id)]).toEqual([10, 10]);
    expect(await sweep()).toBe(0); // idempotent: nothing left to do
    expect(await balanceOf(server, woman.id)).toBe(10);
  });

  it('refuses a payment made after the window closed, before the sweep has come round', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await pay(server, woman.token, matchId);
    server.clock.advance(72 * HOUR);
    const late = await pay(server, await accessTokenNow(server, man), matchId);
    expect(late.status).toBe(409);
    expect((await matchRow(matchId)).chatUnlocked).toBe(false);
    expect(await balanceOf(server, man.id)).toBe(10);
    await sweep();
    expect((await matchRow(matchId)).unmatchedAt).not.toBeNull();
    expect(await balanceOf(server, woman.id)).toBe(10);
  });
});

describe('the initial timer', () => {
  it('ends an unlocked match nobody wrote in within 48 h, charging nobody', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await pay(server, man.token, matchId, true);
    server.clock.advance(48 * HOUR);
    await sweep();
    expect((await matchRow(matchId)).unmatchedAt).not.toBeNull();
    expect([await balanceOf(server, woman.id), await balanceOf(server, man.id)]).toEqual([10, 4]);
  });
});

describe('the response timer', () => {
  it('flips to the other side on each reply', async () => {
    const { matchId, woman, man } = await conversation();
    expect((await matchRow(matchId)).awaitingResponseFrom).toBe(man.id);
    server.clock.advance(10 * HOUR);
    expect((await sendMessage(server, await accessTokenNow(server, man), matchId, 'Wa alaikum assalam')).status).toBe(200);
    const row = await matchRow(matchId);
    expect(row.awaitingResponseFrom).toBe(woman.id);
    expect(row.responseTimerExpiresAt!.getTime()).toBe(server.clock.now().getTime() + 48 * HOUR);
  });

  it('reminds the one whose turn it is at 24 h left, once', async () => {
    const { matchId, man } = await conversation();
    server.clock.advance(23 * HOUR);
    await sweep();
    const remind = () => db().select().from(notifications).where(eq(notifications.referenceId, matchId));
    expect((await remind()).filter((n) => n.type === 'timer_reminder')).toHaveLength(0);
    server.clock.advance(HOUR);
    await sweep();
    await sweep();
    const reminders = (await remind()).filter((n) => n.type === 'timer_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.userId).toBe(man.id);
  });

  it('a reply or an unmatch after the timer ran out, before the sweep, is refused: the ghoster still pays', async () => {
    const { matchId, woman, man } = await conversation();
    server.clock.advance(48 * HOUR);
    const token = await accessTokenNow(server, man);
    const reply = await sendMessage(server, token, matchId, 'Sorry, I was away');
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ error: { code: 'CONFLICT', message: 'Cannot send message', key: 'chat.cannotSend' } });
    expect((await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token })).status).toBe(409);
    await sweep();
    expect(await balanceOf(server, man.id)).toBe(4); // 10 - 3 - 3 penalty
    expect(await balanceOf(server, woman.id)).toBe(10);
  });

  it('on expiry, the ghoster pays 3 and the other gets their unlock payment back', async () => {
    const { matchId, woman, man } = await conversation();
    server.clock.advance(48 * HOUR);
    await sweep();
    const row = await matchRow(matchId);
    expect(row.unmatchedAt).not.toBeNull();
    expect(row.unmatchInitiatorId).toBeNull();
    expect(await balanceOf(server, woman.id)).toBe(10); // 10 - 3 + 3 refund
    expect(await balanceOf(server, man.id)).toBe(4); // 10 - 3 - 3 penalty
    // Each row stores its wording's key and the other person's name, no sentence.
    const written = await db().select().from(tokenTransactions).where(and(eq(tokenTransactions.referenceId, matchId), inArray(tokenTransactions.type, ['penalty', 'refund'])));
    expect(written.map((t) => [t.userId, t.descriptionKey, t.descriptionParams, t.description]).sort()).toEqual(
      [[man.id, 'ledger.ghostingPenalty', { name: 'Maryam' }, null], [woman.id, 'ledger.refund', { name: 'Yusuf' }, null]].sort(),
    );
  });
});

describe('the weekly top-up', () => {
  it('tops balances below 10 up to 10, exactly once per ISO week, even when run twice at once', async () => {
    const low = await createProfile(db(), { welcomeTokens: 4 });
    const rich = await createProfile(db(), { welcomeTokens: 15 });
    await Promise.all([grantWeeklyTokens(server.platform), grantWeeklyTokens(server.platform)]);
    await grantWeeklyTokens(server.platform);
    expect(await balanceOf(server, low.id)).toBe(10);
    expect(await balanceOf(server, rich.id)).toBe(15);
    const grants = await db().select().from(tokenTransactions).where(eq(tokenTransactions.userId, low.id));
    expect(grants.filter((g) => g.dedupeKey === `weekly:${isoWeek(server.clock.now())}`)).toHaveLength(1);
    server.clock.advance(7 * 24 * HOUR);
    await grantWeeklyTokens(server.platform);
    expect(await balanceOf(server, low.id)).toBe(10);
  });

  it('names ISO weeks correctly across year ends', () => {
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });

  it('leaves the ledger equal to every balance', async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
