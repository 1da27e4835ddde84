import crypto from 'node:crypto';
import { chatMessages, type ChatMessage } from '@mithaq/contract/chat';
import type { ServerEvent } from '@mithaq/contract/realtime';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/platform/db/schema/matches';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { pay, unlockedCouple } from '../support/matches';
import { openSocket, type TestSocket } from '../support/realtime';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CONTACT = 'Add me on WhatsApp +44 7700 900123';
const MONEY = 'Can you send me money through Western Union?';

const send = (token: string, matchId: string, content: string, extra: { clientId?: string; confirmContact?: boolean } = {}) =>
  call<{ message: ChatMessage }>(server, 'POST', `/api/matches/${matchId}/messages`, { clientId: crypto.randomUUID(), content, ...extra }, { token });
const history = async (token: string, matchId: string) =>
  (await call<{ messages: ChatMessage[] }>(server, 'GET', `/api/matches/${matchId}/messages`, undefined, { token })).body.messages;
const stored = (matchId: string) =>
  server.platform.database.db.select({ content: messages.content, flags: messages.flags }).from(messages).where(eq(messages.matchId, matchId)).orderBy(messages.seq);

/** The same man in a second open chat, with another woman. */
async function anotherChat(man: { id: string; token: string }) {
  const db = server.platform.database.db;
  const woman = await createProfile(db, { name: 'Aisha', sex: 'female', welcomeTokens: 10 });
  const w = await signIn(server, woman.email, woman.password);
  await seenByEachOther(db, woman.id, man.id);
  await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: man.token });
  const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: man.id }, { token: w.token });
  if (!liked.body.matchId) throw new Error(`no match: ${JSON.stringify(liked.body)}`);
  await pay(server, w.token, liked.body.matchId, true);
  return liked.body.matchId;
}

async function reply(socket: TestSocket, ref: string) {
  await socket.flush();
  const answer = socket.events.find((e): e is Extract<ServerEvent, { type: 'sent' | 'refused' }> => (e.type === 'sent' || e.type === 'refused') && e.ref === ref);
  if (!answer) throw new Error(`no answer to ${ref}`);
  return answer;
}

describe('scam shield: a way to talk outside Mithaq is asked about once per chat', () => {
  it('asks before the first contact message (409, nothing stored), stores it confirmed, does not ask again in that chat, asks again in another', async () => {
    const { matchId, man } = await unlockedCouple(server);
    const asked = await send(man.token, matchId, CONTACT);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ error: { code: 'CONFLICT', message: 'For your safety, keep talking on Mithaq until you have met with family', key: 'chat.confirmContact' } });
    expect(await stored(matchId)).toEqual([]);

    const clientId = crypto.randomUUID();
    const confirmed = await send(man.token, matchId, CONTACT, { clientId, confirmContact: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).not.toHaveProperty('warning');
    // A retry of the stored message (same client id, without the confirmation) returns it.
    const retry = await send(man.token, matchId, CONTACT, { clientId });
    expect(retry.status).toBe(200);
    expect(retry.body.message.id).toBe(confirmed.body.message.id);

    const next = await send(man.token, matchId, 'my insta is yusuf_92');
    expect(next.status).toBe(200);
    expect(await stored(matchId)).toEqual([
      { content: CONTACT, flags: ['contact'] },
      { content: 'my insta is yusuf_92', flags: ['contact'] },
    ]);

    const elsewhere = await anotherChat(man);
    expect((await send(man.token, elsewhere, 'add me on snap')).status).toBe(409);
    expect(await stored(elsewhere)).toEqual([]);
  });

  it('asks each member for themselves: her confirmation does not cover his first contact message', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    expect((await send(woman.token, matchId, 'my email is maryam@example.com', { confirmContact: true })).status).toBe(200);
    expect((await send(man.token, matchId, CONTACT)).status).toBe(409);
  });

  it('ordinary talk with numbers is not flagged nor asked', async () => {
    const { matchId, man } = await unlockedCouple(server);
    expect((await send(man.token, matchId, 'I pray five times a day, I was born in 1995 and I am 180 cm')).status).toBe(200);
    expect(await stored(matchId)).toEqual([{ content: 'I pray five times a day, I was born in 1995 and I am 180 cm', flags: [] }]);
  });

  it('the recipient sees the contact warning in her history; he does not', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await send(man.token, matchId, CONTACT, { confirmContact: true });
    await send(woman.token, matchId, 'my email is maryam@example.com', { confirmContact: true });
    expect((await history(woman.token, matchId)).map((m) => m.warning)).toEqual(['contact', undefined]);
    expect((await history(man.token, matchId)).map((m) => m.warning)).toEqual([undefined, 'contact']);
  });

  it('over the socket: the first contact message is refused with the same error, confirmed it is stored with its flag', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const his = await openSocket(server.baseUrl, man.token);
    const her = await openSocket(server.baseUrl, woman.token);
    his.send({ type: 'send', ref: 'c1', matchId, clientId: crypto.randomUUID(), content: CONTACT });
    expect(await reply(his, 'c1')).toEqual({ type: 'refused', ref: 'c1', error: { code: 'CONFLICT', message: chatMessages.confirmContact, key: 'chat.confirmContact' } });
    his.send({ type: 'send', ref: 'c2', matchId, clientId: crypto.randomUUID(), content: CONTACT, confirmContact: true });
    const sent = await reply(his, 'c2');
    expect(sent.type).toBe('sent');
    expect(sent.type === 'sent' && sent.message).not.toHaveProperty('warning');
    expect((await her.next('message.created')).message).toMatchObject({ content: CONTACT, warning: 'contact' });
    expect(await stored(matchId)).toEqual([{ content: CONTACT, flags: ['contact'] }]);
    his.close();
    her.close();
  });
});

describe('scam shield: asking for money', () => {
  it('is never refused nor told to the sender; the recipient alone sees the money warning (HTTP, history, socket)', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const his = await openSocket(server.baseUrl, man.token);
    const hisOtherTab = await openSocket(server.baseUrl, man.token);
    const her = await openSocket(server.baseUrl, woman.token);
    const sent = await send(man.token, matchId, MONEY);
    expect(sent.status).toBe(200);
    expect(sent.body.message).not.toHaveProperty('warning');
    expect((await his.next('message.created')).message).not.toHaveProperty('warning');
    expect((await hisOtherTab.next('message.created')).message).not.toHaveProperty('warning');
    expect((await her.next('message.created')).message).toMatchObject({ id: sent.body.message.id, warning: 'money' });
    expect((await history(man.token, matchId))[0]).not.toHaveProperty('warning');
    expect((await history(woman.token, matchId))[0]).toMatchObject({ content: MONEY, warning: 'money' });
    expect(await stored(matchId)).toEqual([{ content: MONEY, flags: ['money'] }]);

    // Over the socket too: stored with its flag, the sender's answer plain, hers warned.
    his.send({ type: 'send', ref: 'm1', matchId, clientId: crypto.randomUUID(), content: 'please buy me a gift card' });
    const answer = await reply(his, 'm1');
    expect(answer.type === 'sent' && answer.message).not.toHaveProperty('warning');
    expect((await her.next('message.created', (e) => e.message.content === 'please buy me a gift card')).message.warning).toBe('money');
    expect((await stored(matchId))[1]).toEqual({ content: 'please buy me a gift card', flags: ['money'] });
    for (const socket of [his, hisOtherTab, her]) socket.close();
  });

  it('money and contact together: money wins the warning, and the contact question is still asked', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    expect((await send(man.token, matchId, `${CONTACT} and send me money`)).status).toBe(409);
    expect((await send(man.token, matchId, `${CONTACT} and send me money`, { confirmContact: true })).status).toBe(200);
    expect(await stored(matchId)).toEqual([{ content: `${CONTACT} and send me money`, flags: ['contact', 'money'] }]);
    expect((await history(woman.token, matchId))[0]!.warning).toBe('money');
  });
});

describe('only verified members can write to me', () => {
  it('refuses an unverified sender (403) and writes nothing; a verified one writes', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const db = server.platform.database.db;
    await db.update(profiles).set({ verifiedContactOnly: true }).where(eq(profiles.id, woman.id));
    const refused = await send(man.token, matchId, 'Assalamu alaikum');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'FORBIDDEN', message: 'This member only accepts messages from verified members.', key: 'chat.recipientVerifiedOnly' } });
    expect(await stored(matchId)).toEqual([]);
    const [match] = await call<{ match: { lastMessage: unknown } }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token: woman.token }).then((r) => [r.body.match]);
    expect(match!.lastMessage).toBeNull();
    const notes = await call<{ notifications: unknown[] }>(server, 'GET', '/api/notifications', undefined, { token: woman.token });
    expect(JSON.stringify(notes.body)).not.toContain('New message');

    // She writes to him (he did not choose it); once he has the badge, he writes to her.
    expect((await send(woman.token, matchId, 'Wa alaikum assalam')).status).toBe(200);
    await db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, man.id));
    expect((await send(man.token, matchId, 'Assalamu alaikum')).status).toBe(200);
    expect(await db.select({ n: messages.id }).from(messages).where(and(eq(messages.matchId, matchId), eq(messages.senderId, man.id)))).toHaveLength(1);
  });
});
