import crypto from 'node:crypto';
import { chatMessages } from '@mithaq/contract/chat';
import { matchMessages } from '@mithaq/contract/matches';
import type { ServerEvent } from '@mithaq/contract/realtime';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/platform/db/schema/matches';
import { call } from '../support/client';
import { matchedCouple, sendMessage, unlockedCouple } from '../support/matches';
import { openSocket, type TestSocket } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Reply = Extract<ServerEvent, { type: 'sent' | 'marked' | 'refused' }>;

/**
 * The answer to the request frame `ref`. Frames are handled one at a time, in order, and each
 * answer goes out before the next frame is read: once a later ping's pong is in, so is the answer.
 */
async function reply(socket: TestSocket, ref: string): Promise<Reply> {
  await socket.flush();
  const answer = socket.events.find((e): e is Reply => (e.type === 'sent' || e.type === 'marked' || e.type === 'refused') && e.ref === ref);
  if (!answer) throw new Error(`no answer to ${ref}`);
  return answer;
}

const storedWith = (senderId: string, clientId: string) =>
  server.platform.database.db.select().from(messages).where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));

describe('sending over the socket', () => {
  it('stores the message, answers with it, and tells the other side as an HTTP send would', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const her = await openSocket(server.baseUrl, woman.token);
    const herOtherTab = await openSocket(server.baseUrl, woman.token);
    const him = await openSocket(server.baseUrl, man.token);
    const clientId = crypto.randomUUID();
    her.send({ type: 'send', ref: 'a1', matchId, clientId, content: 'Assalamu alaikum' });
    const sent = await reply(her, 'a1');
    expect(sent).toMatchObject({ type: 'sent', ref: 'a1', message: { matchId, senderId: woman.id, clientId, content: 'Assalamu alaikum', read: false } });
    const heard = await him.next('message.created');
    expect(heard.message).toEqual(sent.type === 'sent' ? sent.message : null);
    // Her other tab hears of it; the socket it was sent on has it in its answer, once.
    expect((await herOtherTab.next('message.created')).message.id).toBe(heard.message.id);
    await her.flush();
    expect(her.events.filter((e) => e.type === 'message.created')).toEqual([]);
    herOtherTab.close();
    await him.next('notification.created', (e) => e.notification.type === 'message');
    // The history over HTTP has it, and the reply timer now waits on him.
    const history = await call<{ messages: { id: string }[] }>(server, 'GET', `/api/matches/${matchId}/messages`, undefined, { token: man.token });
    expect(history.body.messages.map((m) => m.id)).toContain(heard.message.id);
    const match = await call<{ match: { awaitingResponseFrom: string } }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token: woman.token });
    expect(match.body.match.awaitingResponseFrom).toBe('them');
    her.close();
    him.close();
  });

  it('stores a retried client id once and answers the same message again', async () => {
    const { matchId, woman } = await unlockedCouple(server);
    const her = await openSocket(server.baseUrl, woman.token);
    const clientId = crypto.randomUUID();
    her.send({ type: 'send', ref: 'r1', matchId, clientId, content: 'Once' });
    her.send({ type: 'send', ref: 'r2', matchId, clientId, content: 'Once' });
    const [first, second] = [await reply(her, 'r1'), await reply(her, 'r2')];
    expect(first.type).toBe('sent');
    expect(second).toMatchObject({ type: 'sent', message: { id: first.type === 'sent' ? first.message.id : '' } });
    // And over HTTP with the same id: still that one message.
    const again = await sendMessage(server, woman.token, matchId, 'Once', clientId);
    expect(again.body.message.id).toBe(first.type === 'sent' ? first.message.id : '');
    expect(await storedWith(woman.id, clientId)).toHaveLength(1);
    her.close();
  });

  it('refuses with the HTTP endpoint\'s texts: blank, too long, locked, ended', async () => {
    const unlocked = await unlockedCouple(server);
    const her = await openSocket(server.baseUrl, unlocked.woman.token);
    const send = (ref: string, matchId: string, content: string) => her.send({ type: 'send', ref, matchId, clientId: crypto.randomUUID(), content });
    send('blank', unlocked.matchId, '   ');
    send('long', unlocked.matchId, 'x'.repeat(4001));
    expect(await reply(her, 'blank')).toMatchObject({ type: 'refused', error: { code: 'VALIDATION', message: chatMessages.blank } });
    expect(await reply(her, 'long')).toMatchObject({ type: 'refused', error: { code: 'VALIDATION', message: chatMessages.tooLong } });

    const locked = await matchedCouple(server);
    const lockedSocket = await openSocket(server.baseUrl, locked.woman.token);
    lockedSocket.send({ type: 'send', ref: 'locked', matchId: locked.matchId, clientId: crypto.randomUUID(), content: 'Too soon' });
    expect(await reply(lockedSocket, 'locked')).toMatchObject({ type: 'refused', error: { code: 'FORBIDDEN', message: chatMessages.chatLocked, key: 'chat.chatLocked' } });

    expect((await call(server, 'POST', `/api/matches/${unlocked.matchId}/unmatch`, undefined, { token: unlocked.man.token })).status).toBe(200);
    send('ended', unlocked.matchId, 'Still there?');
    expect(await reply(her, 'ended')).toMatchObject({ type: 'refused', error: { code: 'CONFLICT', message: chatMessages.cannotSend } });
    her.close();
    lockedSocket.close();
  });

  it('answers another member\'s match as not found, and stores nothing', async () => {
    const theirs = await unlockedCouple(server);
    const mine = await unlockedCouple(server);
    const me = await openSocket(server.baseUrl, mine.man.token);
    const clientId = crypto.randomUUID();
    me.send({ type: 'send', ref: 'x', matchId: theirs.matchId, clientId, content: 'Hello there' });
    expect(await reply(me, 'x')).toMatchObject({ type: 'refused', error: { code: 'NOT_FOUND', message: matchMessages.notFound } });
    expect(await storedWith(mine.man.id, clientId)).toHaveLength(0);
    me.close();
  });

  it('keeps the order the frames were sent in', async () => {
    const { matchId, woman } = await unlockedCouple(server);
    const her = await openSocket(server.baseUrl, woman.token);
    const refs = Array.from({ length: 15 }, (_, i) => `o${i}`);
    for (const [i, ref] of refs.entries()) her.send({ type: 'send', ref, matchId, clientId: crypto.randomUUID(), content: `message ${i}` });
    const answers = [];
    for (const ref of refs) answers.push(await reply(her, ref));
    const sent = answers.map((a) => (a.type === 'sent' ? a.message : null));
    expect(sent.map((m) => m?.content)).toEqual(refs.map((_, i) => `message ${i}`));
    const seqs = sent.map((m) => m!.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // The answers came back in the order asked, too.
    const order = her.events.filter((e): e is Reply => e.type === 'sent').map((e) => e.ref);
    expect(order).toEqual(refs);
    her.close();
  });

  it('marks read over the socket: the answer counts, both sides hear how far', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const first = await sendMessage(server, woman.token, matchId, 'One');
    await sendMessage(server, woman.token, matchId, 'Two');
    const him = await openSocket(server.baseUrl, man.token);
    const her = await openSocket(server.baseUrl, woman.token);
    him.send({ type: 'read', ref: 'm1', matchId, upToSeq: first.body.message.seq });
    expect(await reply(him, 'm1')).toEqual({ type: 'marked', ref: 'm1', marked: 1 });
    expect(await her.next('message.read')).toMatchObject({ matchId, readerId: man.id, upToSeq: first.body.message.seq });
    him.send({ type: 'read', ref: 'm2', matchId });
    expect(await reply(him, 'm2')).toEqual({ type: 'marked', ref: 'm2', marked: 1 });
    const stranger = await unlockedCouple(server);
    const them = await openSocket(server.baseUrl, stranger.man.token);
    them.send({ type: 'read', ref: 'm3', matchId });
    expect(await reply(them, 'm3')).toMatchObject({ type: 'refused', error: { code: 'NOT_FOUND' } });
    for (const socket of [him, her, them]) socket.close();
  });
});
