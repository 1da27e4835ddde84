import { photoSafetyMessages as messages, type VerificationAskResponse } from '@mithaq/contract/photoSafety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepVerificationAsks } from '../../src/features/verification/asks';
import { matches } from '../../src/platform/db/schema/matches';
import { notifications } from '../../src/platform/db/schema/notifications';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { balanceOf, ledgerMismatches, matchedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification } from '../support/verification';

const DAY = 24 * 3600_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const askOf = async (matchId: string, token: string) =>
  (await call<VerificationAskResponse>(server, 'GET', `/api/matches/${matchId}/verification-ask`, undefined, { token })).body;
const verificationNotes = async (userId: string) =>
  (await db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'verification')))).map((n) => n.content);
/** Fresh tokens after the clock moved (access tokens last 15 minutes). */
const tokenOf = async (member: { email: string; password: string }) => (await signIn(server, member.email, member.password)).token;

describe('asking a match to verify', () => {
  it('notifies the asked member, counts the days, and is met when they get the badge', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    expect(await askOf(matchId, woman.token)).toEqual({ ask: null, mayAsk: true });
    expect((await call(server, 'POST', `/api/matches/${matchId}/verification-ask`, undefined, { token: woman.token })).status).toBe(200);
    expect(await verificationNotes(man.id)).toEqual([messages.askedYou('Maryam')]);
    expect(await askOf(matchId, woman.token)).toMatchObject({ ask: { mine: true, status: 'open', daysLeft: 7, mayEnd: false }, mayAsk: false });
    expect(await askOf(matchId, man.token)).toMatchObject({ ask: { mine: false, status: 'open', daysLeft: 7 } });
    const twice = await call<{ error: { message: string } }>(server, 'POST', `/api/matches/${matchId}/verification-ask`, undefined, { token: woman.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(messages.askAlreadyOpen('Yusuf'));
    // Too early to end the match for free.
    expect((await call(server, 'POST', `/api/matches/${matchId}/verification-ask/end`, undefined, { token: woman.token })).status).toBe(409);

    server.clock.advance(DAY + 60_000);
    expect((await askOf(matchId, await tokenOf(woman))).ask!.daysLeft).toBe(6);

    const manToken = await tokenOf(man);
    await requestVerification(server, manToken);
    await approveFromQueue(asAdminOf(server, await signedInAdmin(server)), man.id);
    expect((await askOf(matchId, manToken)).ask).toMatchObject({ status: 'met', daysLeft: 0 });
    expect(await verificationNotes(woman.id)).toEqual([messages.askMet('Yusuf')]);
    // Verified now: nothing to ask, and the sweep never expires a met request.
    expect((await askOf(matchId, await tokenOf(woman))).mayAsk).toBe(false);
    server.clock.advance(7 * DAY);
    await sweepVerificationAsks(server.platform);
    expect((await askOf(matchId, await tokenOf(woman))).ask!.status).toBe('met');
  });

  it('expires after 7 days unmet: both are told, and the asker may end the match at no cost', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    // The chat unlocked: her 1 token comes back when she ends it.
    const paid = await call(server, 'POST', `/api/matches/${matchId}/pay`, { express: false }, { token: woman.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(paid.status).toBe(200);
    const before = { woman: await balanceOf(server, woman.id), man: await balanceOf(server, man.id) };
    await call(server, 'POST', `/api/matches/${matchId}/verification-ask`, undefined, { token: woman.token });

    server.clock.advance(7 * DAY - 60_000);
    expect(await sweepVerificationAsks(server.platform)).toBe(0);
    expect((await askOf(matchId, await tokenOf(woman))).ask).toMatchObject({ status: 'open', daysLeft: 1 });
    server.clock.advance(2 * 60_000);
    expect(await sweepVerificationAsks(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await verificationNotes(woman.id)).toContain(messages.askExpiredAsker('Yusuf'));
    expect(await verificationNotes(man.id)).toContain(messages.askExpiredAsked('Maryam'));

    const womanToken = await tokenOf(woman);
    const manToken = await tokenOf(man);
    expect((await askOf(matchId, womanToken)).ask).toMatchObject({ status: 'expired', mayEnd: true });
    expect((await askOf(matchId, manToken)).ask).toMatchObject({ status: 'expired', mayEnd: false });
    // Only the asker may end it this way.
    expect((await call(server, 'POST', `/api/matches/${matchId}/verification-ask/end`, undefined, { token: manToken })).status).toBe(409);
    expect((await call(server, 'POST', `/api/matches/${matchId}/verification-ask/end`, undefined, { token: womanToken })).status).toBe(200);

    const [ended] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(ended!.unmatchedAt).not.toBeNull();
    // No penalty for anyone; what she paid to unlock came back.
    expect(await balanceOf(server, man.id)).toBe(before.man);
    expect(await balanceOf(server, woman.id)).toBeGreaterThanOrEqual(before.woman);
    expect(await ledgerMismatches(server)).toEqual([]);
    expect((await askOf(matchId, womanToken)).ask!.mayEnd).toBe(false);
  });

  it("answers 404 for another pair's match", async () => {
    const first = await matchedCouple(server);
    const second = await matchedCouple(server);
    expect((await call(server, 'GET', `/api/matches/${first.matchId}/verification-ask`, undefined, { token: second.woman.token })).status).toBe(404);
    expect((await call(server, 'POST', `/api/matches/${first.matchId}/verification-ask`, undefined, { token: second.woman.token })).status).toBe(404);
  });
});
