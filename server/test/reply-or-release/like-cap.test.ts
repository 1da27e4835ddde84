import { replyOrReleaseMessages, type WaitingChats } from '@mithaq/contract/replyOrRelease';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { accessTokenNow, sendMessage } from '../support/matches';
import { manAwaited } from '../support/reply-or-release';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-09-07T09:00:00Z');
});
afterAll(() => server.close());

const HOUR = 3600 * 1000;
const db = () => server.platform.database.db;

/** He likes a woman he has been shown: the answer's status and body. */
async function likeSomeoneNew(man: { id: string; email: string }) {
  const other = await createProfile(db(), { sex: 'female', name: 'Aisha' });
  await seenByEachOther(db(), man.id, other.id);
  return call<{ error?: { message: string } }>(server, 'POST', '/api/likes', { profileId: other.id }, { token: await accessTokenNow(server, man) });
}

const waitingOf = async (man: { id: string; email: string }) =>
  (await call<WaitingChats>(server, 'GET', '/api/likes/waiting', undefined, { token: await accessTokenNow(server, man) })).body;

describe('reply or release: the like cap', () => {
  it('lets a member with 2 chats waiting over a day like', async () => {
    const { man } = await manAwaited(server, 2);
    server.clock.advance(25 * HOUR);
    expect((await likeSomeoneNew(man)).status).toBe(200);
    const waiting = await waitingOf(man);
    expect(waiting.likesBlocked).toBe(false);
    expect(waiting.chats).toHaveLength(2);
  });

  it('does not count chats waiting less than a day', async () => {
    const { man } = await manAwaited(server, 3);
    server.clock.advance(23 * HOUR);
    expect((await likeSomeoneNew(man)).status).toBe(200);
    expect(await waitingOf(man)).toMatchObject({ likesBlocked: false, chats: [] });
  });

  it('refuses a like with 3 chats waiting over a day, lists them, and likes again once he answers one', async () => {
    const { man, women } = await manAwaited(server, 3);
    server.clock.advance(25 * HOUR);
    const refused = await likeSomeoneNew(man);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(replyOrReleaseMessages.answerFirst);
    const waiting = await waitingOf(man);
    expect(waiting.likesBlocked).toBe(true);
    expect(waiting.chats.map((chat) => chat.matchId).sort()).toEqual(women.map((w) => w.matchId).sort());
    expect(waiting.chats.map((chat) => chat.name).sort()).toEqual(['Woman 0', 'Woman 1', 'Woman 2']);

    expect((await sendMessage(server, await accessTokenNow(server, man), women[0]!.matchId, 'Wa alaikum assalam')).status).toBe(200);
    expect((await likeSomeoneNew(man)).status).toBe(200);
    expect((await waitingOf(man)).chats).toHaveLength(2);
  });

  it('likes again once he releases (unmatches) one of them', async () => {
    const { man, women } = await manAwaited(server, 3);
    server.clock.advance(25 * HOUR);
    expect((await likeSomeoneNew(man)).status).toBe(409);
    const unmatched = await call(server, 'POST', `/api/matches/${women[1]!.matchId}/unmatch`, {}, { token: await accessTokenNow(server, man) });
    expect(unmatched.status).toBe(200);
    expect((await likeSomeoneNew(man)).status).toBe(200);
  });

  it('does not count a chat he cannot answer: its other member deactivated her profile', async () => {
    const { man, women } = await manAwaited(server, 3);
    server.clock.advance(25 * HOUR);
    expect((await likeSomeoneNew(man)).status).toBe(409);
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, women[2]!.id));
    // His reply there is refused, so that chat no longer holds his likes back.
    expect((await sendMessage(server, await accessTokenNow(server, man), women[2]!.matchId, 'Wa alaikum assalam')).status).not.toBe(200);
    expect((await likeSomeoneNew(man)).status).toBe(200);
    expect((await waitingOf(man)).chats.map((chat) => chat.matchId).sort()).toEqual([women[0]!.matchId, women[1]!.matchId].sort());
  });
});
