import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/platform/db/schema/notifications';
import { call } from '../support/client';
import { matchedCouple, sendMessage, unlockedCouple } from '../support/matches';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page = { messages: { id: string; seq: number; content: string; senderId: string; read: boolean }[]; hasMore: boolean };
const page = async (token: string, matchId: string, query = '') =>
  (await call<Page>(server, 'GET', `/api/matches/${matchId}/messages${query}`, undefined, { token })).body;
const matchState = async (token: string, matchId: string) =>
  (await call<{ match: { awaitingResponseFrom: string | null; lastMessage: { content: string; mine: boolean } | null; unreadCount: number } }>(
    server, 'GET', `/api/matches/${matchId}`, undefined, { token },
  )).body.match;

describe('sending messages', () => {
  it('a participant of an unlocked match sends; both read it in order; the reply timer flips each turn', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const first = await sendMessage(server, woman.token, matchId, 'Assalamu alaikum');
    expect(first.status).toBe(200);
    expect(first.body.message).toMatchObject({ senderId: woman.id, content: 'Assalamu alaikum', read: false });
    expect((await matchState(woman.token, matchId)).awaitingResponseFrom).toBe('them');
    expect((await matchState(man.token, matchId)).awaitingResponseFrom).toBe('me');
    await sendMessage(server, man.token, matchId, 'Wa alaikum assalam');
    expect((await matchState(woman.token, matchId)).awaitingResponseFrom).toBe('me');
    const history = await page(man.token, matchId);
    expect(history.messages.map((m) => m.content)).toEqual(['Assalamu alaikum', 'Wa alaikum assalam']);
    expect(history.messages[0]!.seq).toBeLessThan(history.messages[1]!.seq);
    expect(await matchState(man.token, matchId)).toMatchObject({ lastMessage: { content: 'Wa alaikum assalam', mine: true }, unreadCount: 1 });
  });

  it('refuses outsiders with 404, a locked chat with the spec text, an ended match with "Cannot send message"', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    const outsider = await matchedCouple(server);
    const locked = await sendMessage(server, woman.token, matchId, 'Hello');
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ error: { code: 'FORBIDDEN', message: 'Both users must pay to unlock chat before sending messages.', key: 'chat.chatLocked' } });
    for (const [method, path, body] of [
      ['POST', `/api/matches/${matchId}/messages`, { clientId: crypto.randomUUID(), content: 'hi' }],
      ['GET', `/api/matches/${matchId}/messages`, undefined],
      ['POST', `/api/matches/${matchId}/read`, undefined],
    ] as const) {
      const answer = await call(server, method, path, body, { token: outsider.woman.token });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Match not found', key: 'matches.notFound' } });
    }
    await call(server, 'POST', `/api/matches/${matchId}/pay`, { express: true }, { token: man.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: man.token });
    const ended = await sendMessage(server, woman.token, matchId, 'Hello?');
    expect(ended.status).toBe(409);
    expect(ended.body).toEqual({ error: { code: 'CONFLICT', message: 'Cannot send message', key: 'chat.cannotSend' } });
    expect((await page(woman.token, matchId)).messages).toEqual([]);
  });

  it('refuses blank and overlong messages with a 400 and stores nothing', async () => {
    const { matchId, woman } = await unlockedCouple(server);
    const blank = await sendMessage(server, woman.token, matchId, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: { code: 'VALIDATION', message: 'Message cannot be empty', key: 'chat.blank' } });
    const long = await sendMessage(server, woman.token, matchId, 'x'.repeat(4001));
    expect(long.body).toEqual({ error: { code: 'VALIDATION', message: 'Message must not exceed 4000 characters', key: 'chat.tooLong' } });
    expect((await page(woman.token, matchId)).messages).toEqual([]);
  });

  it('a client id sent 5 times at once stores one message and answers with it each time', async () => {
    const { matchId, woman } = await unlockedCouple(server);
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendMessage(server, woman.token, matchId, 'Only once', clientId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.message.id)).size).toBe(1);
    expect((await page(woman.token, matchId)).messages).toHaveLength(1);
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token });
    const lateRetry = await sendMessage(server, woman.token, matchId, 'Only once', clientId);
    expect(lateRetry.body.message.id).toBe(answers[0]!.body.message.id); // stored before the end: still its answer
    const elsewhere = await unlockedCouple(server);
    const reused = await sendMessage(server, elsewhere.woman.token, elsewhere.matchId, 'x', clientId);
    expect(reused.status).toBe(200); // another sender's ids are their own
  });
});

describe('history, unread and read state', () => {
  it('pages backwards with before, catches up with after, without gaps or duplicates', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    for (let i = 1; i <= 7; i += 1) await sendMessage(server, i % 2 ? woman.token : man.token, matchId, `m${i}`);
    const newest = await page(woman.token, matchId, '?limit=3');
    expect(newest).toMatchObject({ hasMore: true });
    expect(newest.messages.map((m) => m.content)).toEqual(['m5', 'm6', 'm7']);
    const older = await page(woman.token, matchId, `?limit=3&before=${newest.messages[0]!.seq}`);
    expect(older.messages.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await page(woman.token, matchId, `?limit=3&before=${older.messages[0]!.seq}`);
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m) => m.content)).toEqual(['m1']);
    const after = await page(woman.token, matchId, `?after=${older.messages[1]!.seq}&limit=2`);
    expect(after.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(after.hasMore).toBe(true);
  });

  it('counts unread per match and in all, and mark-as-read returns how many it marked', async () => {
    const a = await unlockedCouple(server);
    const b = await unlockedCouple(server);
    await sendMessage(server, a.man.token, a.matchId, 'one');
    await sendMessage(server, a.man.token, a.matchId, 'two');
    await sendMessage(server, a.woman.token, a.matchId, 'mine does not count');
    await sendMessage(server, b.man.token, b.matchId, 'other match');
    const unread = async (token: string) => (await call<{ total: number; byMatch: Record<string, number> }>(server, 'GET', '/api/chat/unread', undefined, { token })).body;
    expect(await unread(a.woman.token)).toEqual({ total: 2, byMatch: { [a.matchId]: 2 } });
    expect(await unread(a.man.token)).toEqual({ total: 1, byMatch: { [a.matchId]: 1 } });
    const marked = await call(server, 'POST', `/api/matches/${a.matchId}/read`, undefined, { token: a.woman.token });
    expect(marked.body).toEqual({ marked: 2 });
    expect((await call(server, 'POST', `/api/matches/${a.matchId}/read`, undefined, { token: a.woman.token })).body).toEqual({ marked: 0 });
    expect(await unread(a.woman.token)).toEqual({ total: 0, byMatch: {} });
    expect(await unread(a.man.token)).toEqual({ total: 1, byMatch: { [a.matchId]: 1 } });
    expect((await page(a.man.token, a.matchId)).messages.map((m) => m.read)).toEqual([true, true, false]);
  });

  it('marks read only up to the seq the reader has seen: a message that came meanwhile stays unread', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const seen = await sendMessage(server, man.token, matchId, 'seen');
    await sendMessage(server, man.token, matchId, 'arrived while the read request travelled');
    const marked = await call(server, 'POST', `/api/matches/${matchId}/read`, { upToSeq: seen.body.message.seq }, { token: woman.token });
    expect(marked.body).toEqual({ marked: 1 });
    expect((await page(woman.token, matchId)).messages.map((m) => m.read)).toEqual([true, false]);
  });
});

describe('message notifications', () => {
  const messageNotes = (userId: string, matchId: string) =>
    server.platform.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'message'), eq(notifications.referenceId, matchId)));

  it('notify the other side, except while they are viewing that chat', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, woman.token, matchId, 'first');
    expect((await messageNotes(man.id, matchId)).map((n) => [n.messageKey, n.messageParams, n.content])).toEqual([['chat.newMessage', { name: 'Maryam' }, null]]);
    await call(server, 'POST', '/api/notifications/read', {}, { token: man.token });
    await server.platform.presence.enter(matchId, 'tab-1', man.id);
    await sendMessage(server, woman.token, matchId, 'second, while he watches');
    expect(await messageNotes(man.id, matchId)).toHaveLength(1);
    await server.platform.presence.exit(matchId, 'tab-1');
    await sendMessage(server, woman.token, matchId, 'third');
    expect(await messageNotes(man.id, matchId)).toHaveLength(2);
  });

  it('tell a burst once in the bell: the unread notification of the chat stands for the next messages, until it is read', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    for (const text of ['one', 'two', 'three']) await sendMessage(server, woman.token, matchId, text);
    expect(await messageNotes(man.id, matchId)).toHaveLength(1);
    // Read in the bell: the next message is news again.
    await call(server, 'POST', '/api/notifications/read', {}, { token: man.token });
    await sendMessage(server, woman.token, matchId, 'four');
    expect(await messageNotes(man.id, matchId)).toHaveLength(2);
  });

  it('keep a burst told once when another notification was made at the same instant: the tie goes to the chat', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, woman.token, matchId, 'one');
    // Made after the chat's notification, at the same instant (the clock stands still).
    await server.platform.database.db.insert(notifications).values({ userId: man.id, type: 'like', content: 'Someone liked you', createdAt: server.clock.now() });
    await sendMessage(server, woman.token, matchId, 'two');
    expect(await messageNotes(man.id, matchId)).toHaveLength(1);
  });
});
