import { photoSafetyMessages as messages, type VerificationAskResponse } from '@mithaq/contract/photoSafety';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepVerificationAsks } from '../../src/features/verification/asks';
import { matches } from '../../src/platform/db/schema/matches';
import { notifications } from '../../src/platform/db/schema/notifications';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { balanceOf, conversation, ledgerMismatches, matchedCouple, sendMessage } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification } from '../support/verification';
import { englishOfRow } from '../support/notifications';
import { textWith } from '@mithaq/contract/messages';

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
  (await db().select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'verification')))).map(englishOfRow);
/** Fresh tokens after the clock moved (access tokens last 15 minutes). */
const tokenOf = async (member: { email: string; password: string }) => (await signIn(server, member.email, member.password)).token;
const endAsk = async (matchId: string, token: string) => {
  const res = await call<{ error?: { message: string } }>(server, 'POST', `/api/matches/${matchId}/verification-ask/end`, undefined, { token });
  return { status: res.status, message: res.body.error?.message };
};
type Member = { email: string; password: string };

/** A live chat for `days` days: each day the one awaited replies, so no timer of the match runs out. */
async function keepTalking(matchId: string, woman: Member, man: Member, days: number) {
  for (let day = 0; day < days; day += 1) {
    server.clock.advance(DAY);
    const sent = await sendMessage(server, await tokenOf(day % 2 === 0 ? man : woman), matchId, `Day ${day + 1}`);
    if (sent.status !== 200) throw new Error(`day ${day + 1}: message refused (${sent.status})`);
  }
}

/** A conversation (she wrote first) where her ask expired unmet on day 7 while they kept talking. */
async function expiredAsk() {
  const couple = await conversation(server);
  await call(server, 'POST', `/api/matches/${couple.matchId}/verification-ask`, undefined, { token: couple.woman.token });
  await keepTalking(couple.matchId, couple.woman, couple.man, 6);
  server.clock.advance(DAY + 60_000);
  await sweepVerificationAsks(server.platform);
  expect((await askOf(couple.matchId, await tokenOf(couple.woman))).ask).toMatchObject({ status: 'expired', mayEnd: true });
  // He answers her day-6 message: her reply is awaited now.
  expect((await sendMessage(server, await tokenOf(couple.man), couple.matchId, 'Day 7')).status).toBe(200);
  return couple;
}

describe('asking a match to verify', () => {
  it('notifies the asked member, counts the days, and is met when they get the badge', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    expect(await askOf(matchId, woman.token)).toEqual({ ask: null, mayAsk: true });
    expect((await call(server, 'POST', `/api/matches/${matchId}/verification-ask`, undefined, { token: woman.token })).status).toBe(200);
    expect(await verificationNotes(man.id)).toEqual([textWith('photoSafety.askedYou', { name: 'Maryam' })]);
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
    expect(await verificationNotes(woman.id)).toEqual([textWith('photoSafety.askMet', { name: 'Yusuf' })]);
    // Verified now: nothing to ask, and the sweep never expires a met request.
    expect((await askOf(matchId, await tokenOf(woman))).mayAsk).toBe(false);
    server.clock.advance(7 * DAY);
    await sweepVerificationAsks(server.platform);
    expect((await askOf(matchId, await tokenOf(woman))).ask!.status).toBe('met');
  });

  it('expires after 7 days unmet: both are told, and the asker may end the match at no cost', async () => {
    const { matchId, woman, man } = await conversation(server);
    const before = { woman: await balanceOf(server, woman.id), man: await balanceOf(server, man.id) };
    await call(server, 'POST', `/api/matches/${matchId}/verification-ask`, undefined, { token: woman.token });

    await keepTalking(matchId, woman, man, 6);
    server.clock.advance(DAY - 60_000);
    expect(await sweepVerificationAsks(server.platform)).toBe(0);
    expect((await askOf(matchId, await tokenOf(woman))).ask).toMatchObject({ status: 'open', daysLeft: 1 });
    server.clock.advance(2 * 60_000);
    expect(await sweepVerificationAsks(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await verificationNotes(woman.id)).toContain(textWith('photoSafety.askExpiredAsker', { name: 'Yusuf' }));
    expect(await verificationNotes(man.id)).toContain(textWith('photoSafety.askExpiredAsked', { name: 'Maryam' }));

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
    // The ask ended with its round: nothing left to end, and a second try is refused.
    expect((await askOf(matchId, womanToken)).ask).toBeNull();
    expect(await endAsk(matchId, womanToken)).toMatchObject({ status: 409, message: messages.askMatchEnded });
  });

  it('cannot be used to end the match once the asked member verified late (day 9)', async () => {
    const { matchId, woman, man } = await expiredAsk();
    // Day 9: they are still talking when he finally gets the badge.
    server.clock.advance(DAY);
    expect((await sendMessage(server, await tokenOf(woman), matchId, 'Day 8')).status).toBe(200);
    server.clock.advance(DAY);
    expect((await sendMessage(server, await tokenOf(man), matchId, 'I am getting verified now')).status).toBe(200);
    const manToken = await tokenOf(man);
    await requestVerification(server, manToken);
    await approveFromQueue(asAdminOf(server, await signedInAdmin(server)), man.id);

    const womanToken = await tokenOf(woman);
    expect((await askOf(matchId, womanToken)).ask).toMatchObject({ status: 'met', mayEnd: false });
    expect(await endAsk(matchId, womanToken)).toMatchObject({ status: 409, message: messages.askNotNeeded('Yusuf') });
    expect(await verificationNotes(woman.id)).toContain(textWith('photoSafety.askMet', { name: 'Yusuf' }));
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match!.unmatchedAt).toBeNull();
  });

  it('does not survive into a rematch: the old round\'s expired ask cannot end the new round', async () => {
    const { matchId, woman } = await expiredAsk();
    let womanToken = await tokenOf(woman);
    expect((await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: womanToken })).status).toBe(200);
    server.clock.advance(60_000);
    womanToken = await tokenOf(woman);
    const again = await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: womanToken, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(again.status).toBe(200);

    expect(await askOf(matchId, womanToken)).toEqual({ ask: null, mayAsk: true });
    expect(await endAsk(matchId, womanToken)).toMatchObject({ status: 409, message: messages.askNotExpired });
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match!.unmatchedAt).toBeNull();
  });

  it("cannot end a match whose own reply timer ran out (the sweep's ghosting penalty stands)", async () => {
    const { matchId, woman } = await expiredAsk();
    // She never answers his day-7 message; her reply timer runs out before the match sweep comes.
    server.clock.advance(3 * DAY);
    const womanToken = await tokenOf(woman);
    expect((await askOf(matchId, womanToken)).ask).toMatchObject({ status: 'expired', mayEnd: false });
    expect(await endAsk(matchId, womanToken)).toMatchObject({ status: 409, message: messages.askMatchEnded });
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match!.unmatchedAt).toBeNull();
  });

  it("answers 404 for another pair's match", async () => {
    const first = await matchedCouple(server);
    const second = await matchedCouple(server);
    expect((await call(server, 'GET', `/api/matches/${first.matchId}/verification-ask`, undefined, { token: second.woman.token })).status).toBe(404);
    expect((await call(server, 'POST', `/api/matches/${first.matchId}/verification-ask`, undefined, { token: second.woman.token })).status).toBe(404);
  });
});
