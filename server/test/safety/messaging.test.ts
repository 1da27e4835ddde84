import { chatMessages } from '@mithaq/contract/chat';
import { timers } from '@mithaq/contract/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTimers } from '../../src/features/matches/timers';
import { matches } from '../../src/platform/db/schema/matches';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { balanceOf, sendMessage, unlockedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  // Its own database: the reply-timer test sweeps every due match.
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const unavailable = { error: { code: 'CONFLICT', message: chatMessages.memberUnavailable, key: 'chat.memberUnavailable' } };
const stillActive = async (matchId: string) =>
  (await db().select().from(matches).where(and(eq(matches.id, matchId), isNull(matches.unmatchedAt)))).length === 1;

describe('messaging needs both members active and not suspended', () => {
  it('nobody writes to a member who deactivated; the match stays, and writing works again once they are back', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    expect((await sendMessage(server, man.token, matchId, 'Salaam')).status).toBe(200);
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: man.token })).status).toBe(200);
    const refused = await sendMessage(server, woman.token, matchId, 'Why did you write that?');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(unavailable);
    expect(await stillActive(matchId)).toBe(true);
    // Her history stays readable.
    const history = await call<{ messages: { content: string }[] }>(server, 'GET', `/api/matches/${matchId}/messages`, undefined, { token: woman.token });
    expect(history.body.messages.map((m) => m.content)).toEqual(['Salaam']);
    // Signing in brings him back, and the chat with him.
    const back = await signIn(server, man.email, man.password);
    expect((await sendMessage(server, woman.token, matchId, 'Welcome back')).status).toBe(200);
    expect((await sendMessage(server, back.token, matchId, 'Thank you')).status).toBe(200);
  });

  it('a deactivated or suspended member cannot write with a session still open', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, man.id));
    expect((await sendMessage(server, man.token, matchId, 'Still here')).body).toEqual(unavailable);
    await db().update(profiles).set({ isActive: true, suspendedAt: new Date() }).where(eq(profiles.id, man.id));
    expect((await sendMessage(server, man.token, matchId, 'Still here')).body).toEqual(unavailable);
    expect((await sendMessage(server, woman.token, matchId, 'Hello?')).status).toBe(409);
    await db().update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, man.id));
    expect((await sendMessage(server, woman.token, matchId, 'Hello?')).status).toBe(200);
  });
});

describe('the reply timer', () => {
  it('charges no ghosting penalty to a member whose partner deactivated (nobody could reply to him)', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    expect((await sendMessage(server, man.token, matchId, 'Salaam')).status).toBe(200);
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: man.token })).status).toBe(200);
    const before = await balanceOf(server, woman.id);
    server.clock.advance(timers.responseTimerMs + 60_000);
    await sweepTimers(server.platform);
    expect(await balanceOf(server, woman.id)).toBe(before);
    expect(await stillActive(matchId)).toBe(false);
  });
});
