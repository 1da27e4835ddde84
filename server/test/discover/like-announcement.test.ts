import { Writable } from 'node:stream';
import { discoverMessages } from '@mithaq/contract/discover';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/events';
import type { EventBus } from '../../src/platform/bus';
import { matches } from '../../src/platform/db/schema/matches';
import { profileActions } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile, type TestProfile } from '../support/factories';
import { seenByEachOther, seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

// A like's announcement (the realtime events published after its commit) fails, as a publish to an
// unreachable Redis does: the like is stored, so it is answered as done and keeps its place in the
// day's cap (server/src/platform/platform.ts announcing only logs the failure).
const LIKES_PER_DAY = 2;
const unreachable: EventBus<DomainEvent> = {
  publish: (event) => Promise.reject(new Error(`Redis is unreachable (${event.type})`)),
  subscribe: () => () => undefined,
  close: async () => undefined,
};
const logged: { msg?: string; event?: string; err?: { message?: string } }[] = [];
const logCapture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as (typeof logged)[number]));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ bus: unreachable, env: { QUOTA_LIKES_PER_DAY: String(LIKES_PER_DAY), LOG_LEVEL: 'error' }, logDestination: logCapture });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const like = (token: string, target: TestProfile) => call<{ matchId: string | null }>(server, 'POST', '/api/likes', { profileId: target.id }, { token });
const likeOf = (from: string, to: string) =>
  db().select().from(profileActions).where(and(eq(profileActions.fromProfileId, from), eq(profileActions.toProfileId, to), eq(profileActions.action, 'like')));

describe('a like whose announcement fails', () => {
  it('is answered as done, its match made, and counts against the day’s cap; the failure is logged', async () => {
    const place = { country: 'TV', city: 'Funafuti' };
    const him = await createProfile(db(), { sex: 'male', name: 'Harun', ...place });
    const her = await createProfile(db(), { sex: 'female', name: 'Safiya', ...place });
    const others = [await createProfile(db(), { sex: 'female', name: 'Ruqayya', ...place }), await createProfile(db(), { sex: 'female', name: 'Sawda', ...place })];
    await seenByEachOther(db(), him.id, her.id);
    for (const other of others) await seenInDeck(db(), him.id, other.id);
    const hers = await signIn(server, her.email, her.password);
    const mine = await signIn(server, him.email, him.password);

    expect(await like(hers.token, him)).toMatchObject({ status: 200, body: { matchId: null } });
    const back = await like(mine.token, her);
    expect(back.status).toBe(200);
    expect(back.body.matchId).toEqual(expect.any(String));
    expect(await db().select({ id: matches.id }).from(matches).where(eq(matches.id, back.body.matchId!))).toHaveLength(1);
    expect(await likeOf(him.id, her.id)).toHaveLength(1);

    // His like back took one of his two: the next goes through, the one after is over the cap.
    expect((await like(mine.token, others[0]!)).status).toBe(200);
    const over = await like(mine.token, others[1]!);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: { code: 'RATE_LIMITED', message: discoverMessages.likeLimitReached } });
    expect(await likeOf(him.id, others[1]!.id)).toEqual([]);

    const failures = logged.filter((line) => line.msg === 'event publication failed');
    expect(failures.map((line) => line.event)).toEqual(expect.arrayContaining(['like.received', 'match.changed']));
    expect(failures.find((line) => line.event === 'like.received')?.err?.message).toBe('Redis is unreachable (like.received)');
  });
});
