import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { matchedCouple, pay, sendMessage, unlockedCouple } from '../support/matches';
import { openSocket } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the realtime socket', () => {
  it('refuses a bad token (4401) and a frame before authenticating', async () => {
    const bad = await openSocket(server.baseUrl);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect((await bad.closed).code).toBe(4401);
    const early = await openSocket(server.baseUrl);
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(4401);
  });

  it('refuses an upgrade from another site', async () => {
    await expect(openSocket(server.baseUrl, undefined, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
  });

  it('answers pings, and tells each participant about messages of their own matches only', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const outsider = await unlockedCouple(server);
    const her = await openSocket(server.baseUrl, woman.token);
    const him = await openSocket(server.baseUrl, man.token);
    const stranger = await openSocket(server.baseUrl, outsider.man.token);
    her.send({ type: 'ping' });
    await her.next('pong');
    const sent = await sendMessage(server, woman.token, matchId, 'Salam');
    const heard = await him.next('message.created');
    expect(heard.message).toMatchObject({ id: sent.body.message.id, content: 'Salam', senderId: woman.id });
    await her.next('message.created', (e) => e.message.id === sent.body.message.id);
    await him.next('notification.created', (e) => e.notification.type === 'message');
    // A message is told once: its message.created also says the match moved on (no match.updated).
    await Promise.all([her.flush(), him.flush()]);
    expect([...her.events, ...him.events].filter((e) => e.type === 'match.updated')).toEqual([]);
    await call(server, 'POST', `/api/matches/${matchId}/read`, undefined, { token: man.token });
    expect(await her.next('message.read')).toMatchObject({ matchId, readerId: man.id, upToSeq: sent.body.message.seq });
    // The stranger's socket, open all along, heard nothing of it; their own match they do hear.
    await sendMessage(server, outsider.woman.token, outsider.matchId, 'theirs');
    await stranger.next('message.created');
    expect(stranger.events.filter((e) => e.type === 'message.created' || e.type === 'message.read')).toHaveLength(1);
    expect(stranger.events.some((e) => e.type === 'message.created' && e.message.matchId === matchId)).toBe(false);
    for (const socket of [her, him, stranger]) socket.close();
  });

  it('tells both sides when a payment changes the match, and the payer the new balance', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    const her = await openSocket(server.baseUrl, woman.token);
    const him = await openSocket(server.baseUrl, man.token);
    await pay(server, woman.token, matchId);
    expect(await her.next('tokens.changed')).toEqual({ type: 'tokens.changed', balance: 7 });
    await him.next('match.updated', (e) => e.matchId === matchId);
    await him.next('notification.created', (e) => e.notification.type === 'payment_required');
    expect(him.events.some((e) => e.type === 'tokens.changed')).toBe(false);
    her.close();
    him.close();
  });

  it('after an unmatch, sending is refused and the open socket receives no further messages', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const him = await openSocket(server.baseUrl, man.token);
    await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: woman.token });
    await him.next('match.updated', (e) => e.matchId === matchId);
    expect((await sendMessage(server, woman.token, matchId, 'still there?')).status).toBe(409);
    him.send({ type: 'ping' });
    await him.next('pong');
    expect(him.events.some((e) => e.type === 'message.created')).toBe(false);
    him.close();
  });

  it('a viewing frame suppresses the notification for that chat only', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const him = await openSocket(server.baseUrl, man.token);
    him.send({ type: 'viewing', matchId });
    him.send({ type: 'ping' });
    await him.next('pong'); // frames are handled in order: the viewing one is in place
    const sent = await sendMessage(server, woman.token, matchId, 'you are watching');
    await him.next('message.created', (e) => e.message.id === sent.body.message.id);
    him.send({ type: 'viewing', matchId: null });
    him.send({ type: 'ping' });
    await him.next('pong', () => him.events.filter((e) => e.type === 'pong').length === 2);
    await sendMessage(server, woman.token, matchId, 'now you are not');
    await him.next('notification.created', (e) => e.notification.type === 'message');
    expect(him.events.filter((e) => e.type === 'notification.created')).toHaveLength(1);
    him.close();
  });

  it('closes with 4403 when the session is revoked: sign-out everywhere, deactivation', async () => {
    const a = await matchedCouple(server);
    const first = await openSocket(server.baseUrl, a.woman.token);
    const second = await openSocket(server.baseUrl, a.woman.token);
    await call(server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: a.woman.token });
    expect((await first.closed).code).toBe(4403);
    expect((await second.closed).code).toBe(4403);

    const b = await matchedCouple(server);
    const socket = await openSocket(server.baseUrl, b.man.token);
    await call(server, 'POST', '/api/account/deactivate', undefined, { token: b.man.token });
    expect((await socket.closed).code).toBe(4403);
  });

  it('a second connection of the same user hears the same events', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    const tabs = [await openSocket(server.baseUrl, man.token), await openSocket(server.baseUrl, man.token)];
    const clientId = crypto.randomUUID();
    await sendMessage(server, woman.token, matchId, 'both tabs', clientId);
    for (const tab of tabs) expect((await tab.next('message.created')).message.clientId).toBe(clientId);
    for (const tab of tabs) tab.close();
  });
});
