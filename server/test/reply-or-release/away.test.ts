import { awayMessages, type AwayStatus } from '@mithaq/contract/away';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatch } from '../../src/features/matches/repo';
import { sweepTimers } from '../../src/features/matches/timers';
import { findPublicProfileRows, toPublicProfile } from '../../src/features/profiles/service';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { accessTokenNow, balanceOf, ledgerMismatches, sendMessage } from '../support/matches';
import { seenByEachOther } from '../support/safety';
import { manAwaited } from '../support/reply-or-release';
import { startTestServer, type TestServer } from '../support/server';

// Sweeps act on every due timer: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-10-05T09:00:00Z');
});
afterAll(() => server.close());

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
type Member = { id: string; email: string };
const db = () => server.platform.database.db;
const inHours = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

async function setAway(member: Member, untilHours: number) {
  return call<AwayStatus & { error?: { message: string } }>(server, 'POST', '/api/profiles/me/away', { reason: 'travel', until: inHours(untilHours) }, {
    token: await accessTokenNow(server, member),
  });
}
async function endAway(member: Member) {
  return call<AwayStatus & { error?: { message: string } }>(server, 'DELETE', '/api/profiles/me/away', undefined, { token: await accessTokenNow(server, member) });
}
const penalties = async (id: string) =>
  (await db().select().from(tokenTransactions).where(eq(tokenTransactions.userId, id))).filter((row) => row.type === 'penalty');

describe('away: the reply timers pause', () => {
  it('refuses a return in the past or more than 7 days on', async () => {
    const { man } = await manAwaited(server, 0);
    for (const hours of [-1, 7 * 24 + 1]) {
      const refused = await setAway(man, hours);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(awayMessages.untilInvalid);
    }
  });

  it('at most once in 30 days (rolling, from the last pause\'s start)', async () => {
    const { man } = await manAwaited(server, 0);
    expect((await setAway(man, 24)).status).toBe(200);
    server.clock.advance(29 * DAY);
    const again = await setAway(man, 24);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(awayMessages.tooSoon);
    server.clock.advance(DAY);
    const later = await setAway(man, 24);
    expect(later.status).toBe(200);
    expect(later.body.away?.until).toBe(inHours(24));
  });

  it('moves the running reply timer by the pause: no ghosting while away, her match sees "away until"', async () => {
    const { man, women } = await manAwaited(server, 1);
    const woman = women[0]!;
    const before = (await findMatch(db(), woman.matchId))!.responseTimerExpiresAt!;
    const set = await setAway(man, 5 * 24);
    expect(set.status).toBe(200);
    expect((await findMatch(db(), woman.matchId))!.responseTimerExpiresAt!.getTime()).toBe(before.getTime() + 5 * DAY);

    const seen = await call<{ match: { other: { away?: { until: string } | null } } }>(server, 'GET', `/api/matches/${woman.matchId}`, undefined, {
      token: await accessTokenNow(server, woman),
    });
    expect(seen.body.match.other.away?.until).toBe(set.body.away!.until);

    server.clock.advance(49 * HOUR); // past the 48 h he had before the pause
    await sweepTimers(server.platform);
    expect((await findMatch(db(), woman.matchId))!.unmatchedAt).toBeNull();
    expect(await penalties(man.id)).toEqual([]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('a message that comes while he is away waits for his return, then the usual 48 h', async () => {
    const { man, women } = await manAwaited(server, 1);
    const woman = women[0]!;
    const token = await accessTokenNow(server, man);
    expect((await sendMessage(server, token, woman.matchId, 'Wa alaikum assalam')).status).toBe(200);
    const set = await setAway(man, 3 * 24);
    const back = Date.parse(set.body.away!.until);
    server.clock.advance(HOUR);
    expect((await sendMessage(server, await accessTokenNow(server, woman), woman.matchId, 'How was your trip?')).status).toBe(200);

    server.clock.advance(48 * HOUR); // her message's 48 h are over while he is still away
    await sweepTimers(server.platform);
    const paused = (await findMatch(db(), woman.matchId))!;
    expect(paused.unmatchedAt).toBeNull();
    expect(paused.responseTimerExpiresAt!.getTime()).toBe(back + 48 * HOUR);

    const herBalance = await balanceOf(server, woman.id);
    server.clock.set(new Date(back + 48 * HOUR));
    await sweepTimers(server.platform);
    expect((await findMatch(db(), woman.matchId))!.unmatchedAt).not.toBeNull();
    expect((await penalties(man.id)).map((row) => row.amount)).toEqual([-3]);
    expect(await balanceOf(server, woman.id)).toBe(herBalance + 6); // her express payment refunded
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('tells only the member and their active matches: a stranger\'s copy of the card has no "away"', async () => {
    const { man, women } = await manAwaited(server, 1);
    expect((await setAway(man, 48)).status).toBe(200);
    const row = (await findPublicProfileRows(db(), [man.id])).get(man.id)!;
    // Every listing a stranger sees (Discover, Liked) is made by toPublicProfile.
    expect(toPublicProfile(server.platform, row, [])).not.toHaveProperty('away');
    const own = await call<{ profile: { away: { until: string } | null } }>(server, 'GET', '/api/profiles/me', undefined, { token: await accessTokenNow(server, man) });
    expect(own.body.profile.away?.until).toBe(inHours(48));
    const seen = await call<{ match: { other: { away?: { until: string } | null } } }>(server, 'GET', `/api/matches/${women[0]!.matchId}`, undefined, {
      token: await accessTokenNow(server, women[0]!),
    });
    expect(seen.body.match.other.away?.until).toBe(inHours(48));
  });

  it('ends early: the timer gets back the time left, the month\'s pause stays counted', async () => {
    const { man, women } = await manAwaited(server, 1);
    const matchId = women[0]!.matchId;
    const before = (await findMatch(db(), matchId))!.responseTimerExpiresAt!.getTime();
    const startedAt = server.clock.now().getTime();
    expect((await setAway(man, 5 * 24)).status).toBe(200);
    server.clock.advance(2 * DAY);
    const ended = await endAway(man);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ away: null, availableAt: new Date(startedAt + 30 * DAY).toISOString() });
    // He was away two days: his turn keeps those two, not the five he had asked for.
    expect((await findMatch(db(), matchId))!.responseTimerExpiresAt!.getTime()).toBe(before + 2 * DAY);
    const again = await endAway(man);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(awayMessages.notAway);
    expect((await setAway(man, 24)).status).toBe(409);
  });

  it('ends early: a turn begun while away runs its 48 h from his return, not from the planned one', async () => {
    const { man, women } = await manAwaited(server, 1);
    const woman = women[0]!;
    expect((await sendMessage(server, await accessTokenNow(server, man), woman.matchId, 'Wa alaikum assalam')).status).toBe(200);
    expect((await setAway(man, 6 * 24)).status).toBe(200);
    server.clock.advance(HOUR);
    expect((await sendMessage(server, await accessTokenNow(server, woman), woman.matchId, 'Safe travels')).status).toBe(200);
    server.clock.advance(47 * HOUR + 30 * 60_000); // her 48 h fall due within the reminder's window: deferred to his return
    await sweepTimers(server.platform);
    expect((await findMatch(db(), woman.matchId))!.responseTimerExpiresAt!.getTime()).toBeGreaterThan(server.clock.now().getTime() + 4 * DAY);
    expect((await endAway(man)).status).toBe(200);
    expect((await findMatch(db(), woman.matchId))!.responseTimerExpiresAt!.toISOString()).toBe(inHours(48));
  });

  it('likes nobody new while away, and may again once back', async () => {
    const { man } = await manAwaited(server, 0);
    const woman = await createProfile(db(), { sex: 'female', name: 'Huda' });
    await seenByEachOther(db(), man.id, woman.id);
    const like = async () => call<{ error?: { message: string } }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: await accessTokenNow(server, man) });
    expect((await setAway(man, 24)).status).toBe(200);
    const refused = await like();
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(awayMessages.likeWhileAway);
    expect((await endAway(man)).status).toBe(200);
    expect((await like()).status).toBe(200);
  });
});
