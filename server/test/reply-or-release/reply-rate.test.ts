import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTimers } from '../../src/features/matches/timers';
import { turnsOf } from '../../src/features/reply-rate/repo';
import { refreshRecentReplyRates } from '../../src/features/reply-rate/service';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { accessTokenNow, ledgerMismatches, sendMessage } from '../support/matches';
import { manAwaited } from '../support/reply-or-release';
import { startTestServer, type TestServer } from '../support/server';

// The ghosting case sweeps every due timer: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
  server.clock.set('2026-09-14T09:00:00Z');
});
afterAll(() => server.close());

const HOUR = 3600 * 1000;
type Member = { id: string; email: string };

/** He answers each of these chats (after `afterHours`), then the hourly job runs. */
async function answers(man: Member, matchIds: string[], afterHours: number) {
  server.clock.advance(afterHours * HOUR);
  const token = await accessTokenNow(server, man);
  for (const matchId of matchIds) expect((await sendMessage(server, token, matchId, 'Wa alaikum assalam')).status).toBe(200);
  // Each test's man is new: sending left his rate alone (it is off the send path); the job sets it.
  expect(await storedRate(man.id)).toBeNull();
  expect(await refreshRecentReplyRates(server.platform)).toBeGreaterThan(0);
}

/** His reply rate as one of his matches sees it on his card (the chat's profile view). */
async function rateSeenBy(woman: Member & { matchId: string }) {
  const seen = await call<{ match: { other: { replyRate?: string | null } } }>(server, 'GET', `/api/matches/${woman.matchId}`, undefined, {
    token: await accessTokenNow(server, woman),
  });
  expect(seen.status).toBe(200);
  return seen.body.match.other.replyRate;
}

const storedRate = async (id: string) =>
  (await server.platform.database.db.select({ rate: profiles.replyRate }).from(profiles).where(eq(profiles.id, id)))[0]!.rate;

describe('the reply rate on the card', () => {
  it('shows nothing before 5 unlocked chats, however quick the replies', async () => {
    const { man, women } = await manAwaited(server, 4);
    await answers(man, women.map((w) => w.matchId), 1);
    expect(await rateSeenBy(women[0]!)).toBeNull();
  });

  it('"within a day" after 5 chats answered within a day', async () => {
    const { man, women } = await manAwaited(server, 5);
    await answers(man, women.map((w) => w.matchId), 2);
    expect(await rateSeenBy(women[3]!)).toBe('withinDay');
  });

  it('"most messages" when the replies come after a day', async () => {
    const { man, women } = await manAwaited(server, 5);
    await answers(man, women.map((w) => w.matchId), 30);
    expect(await rateSeenBy(women[0]!)).toBe('most');
  });

  it('a chat he lets run out counts against him when the timer ends it, and the ledger still adds up', async () => {
    const { man, women } = await manAwaited(server, 6);
    await answers(man, women.slice(0, 4).map((w) => w.matchId), 1);
    expect(await storedRate(man.id)).toBe('withinDay'); // 4 of 4 decided turns; two still open
    server.clock.advance(48 * HOUR);
    await sweepTimers(server.platform);
    // 4 of 6 (67 %) answered: neither "usually within a day" nor "most".
    expect(await storedRate(man.id)).toBeNull();
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it("reads each turn of a long chat: her first message since he last wrote, and his next reply", async () => {
    const { man, women } = await manAwaited(server, 1);
    const woman = women[0]!;
    const start = server.clock.now().getTime(); // her first message, written by manAwaited
    const write = async (who: Member, hoursLater: number) => {
      server.clock.advance(hoursLater * HOUR);
      expect((await sendMessage(server, await accessTokenNow(server, who), woman.matchId, 'a message')).status).toBe(200);
    };
    await write(woman, 1); // the same turn still
    await write(man, 2); // replied at +3 h
    await write(woman, 1); // a new turn at +4 h
    await write(man, 5); // replied at +9 h
    await write(man, 0);
    await write(woman, 1); // a new turn at +10 h, unanswered
    const at = (hours: number) => new Date(start + hours * HOUR);
    const turns = (await turnsOf(server.platform.database.db, man.id)).sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    expect(turns).toEqual([
      { startedAt: at(0), repliedAt: at(3), chatEndedAt: null },
      { startedAt: at(4), repliedAt: at(9), chatEndedAt: null },
      { startedAt: at(10), repliedAt: null, chatEndedAt: null },
    ]);
  });
});
