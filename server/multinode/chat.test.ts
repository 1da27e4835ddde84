import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/connect';
import { messages } from '../src/platform/db/schema/matches';
import { sendMessage } from '../test/support/matches';
import { openSocket } from '../test/support/realtime';
import { at, coupleOn, createChatModel } from './chat-client';
import { startNode, type Node } from '../test/support/server-process';

const databaseUrl = inject('testDatabaseUrl');
const redisUrl = process.env.REDIS_URL;
let nodes: Node[] = [];
let database: Database;

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) throw new Error('test:multinode needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  nodes = await Promise.all([startNode({ databaseUrl, redisUrl }), startNode({ databaseUrl, redisUrl })]);
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await database?.close();
});

const coupleAcrossNodes = () => coupleOn(database, nodes[0]!, nodes[1]!);

describe('two server processes, one PostgreSQL, one Redis', () => {
  it('a user on each server: messages both ways arrive once each, in order', async () => {
    const { matchId, woman, man, a, b } = await coupleAcrossNodes();
    const herSocket = await openSocket(a.baseUrl, woman.token);
    const hisSocket = await openSocket(b.baseUrl, man.token);
    const sent: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const [node, token] = i % 2 === 0 ? [a, woman.token] : [b, man.token];
      const answer = await sendMessage(at(node.baseUrl), token, matchId, `message ${i}`);
      expect(answer.status).toBe(200);
      sent.push(answer.body.message.id);
    }
    for (const socket of [herSocket, hisSocket]) {
      await socket.next('message.created', (e) => e.message.id === sent.at(-1), 10_000);
      const heard = socket.events.flatMap((e) => (e.type === 'message.created' ? [e.message.id] : []));
      expect(heard).toEqual(sent);
      socket.close();
    }
  });

  it('sends over the socket on one server, and a chat watched on the other server mutes its notification', async () => {
    const { matchId, woman, man, a, b } = await coupleAcrossNodes();
    const herSocket = await openSocket(a.baseUrl, woman.token);
    const hisSocket = await openSocket(b.baseUrl, man.token);
    hisSocket.send({ type: 'viewing', matchId }); // presence lives in Redis: server A must see it
    await hisSocket.flush();
    herSocket.send({ type: 'send', ref: 'w1', matchId, clientId: crypto.randomUUID(), content: 'Watched' });
    const watched = await herSocket.next('sent', (e) => e.ref === 'w1', 10_000);
    await hisSocket.next('message.created', (e) => e.message.id === watched.message.id, 10_000);
    hisSocket.send({ type: 'viewing', matchId: null });
    await hisSocket.flush();
    herSocket.send({ type: 'send', ref: 'w2', matchId, clientId: crypto.randomUUID(), content: 'Not watched' });
    const unwatched = await herSocket.next('sent', (e) => e.ref === 'w2', 10_000);
    await hisSocket.next('message.created', (e) => e.message.id === unwatched.message.id, 10_000);
    await hisSocket.next('notification.created', (e) => e.notification.type === 'message', 10_000);
    const notifications = hisSocket.events.filter((e) => e.type === 'notification.created' && e.notification.type === 'message');
    expect(notifications).toHaveLength(1);
    herSocket.close();
    hisSocket.close();
  });

  it('chaos: 10,000 messages while the readers drop and reconnect at random → 0 lost, 0 duplicated, order kept', async () => {
    const couples = await Promise.all(Array.from({ length: 10 }, () => coupleAcrossNodes()));
    const perCouple = 1_000;
    const started = Date.now();
    const results = await Promise.all(couples.map((couple) => chaosOnOneMatch(couple, perCouple)));
    const seconds = (Date.now() - started) / 1000;
    console.log(JSON.stringify({
      name: 'chat-chaos',
      messages: perCouple * couples.length,
      drops: results.reduce((n, r) => n + r.drops, 0),
      duplicatesDropped: results.reduce((n, r) => n + r.duplicatesDropped, 0),
      seconds,
      messages_per_s: Math.round((perCouple * couples.length) / seconds),
    }));
    for (const { matchId, shown, drops } of results) {
      const stored = await database.db.select().from(messages).where(eq(messages.matchId, matchId)).orderBy(asc(messages.seq));
      expect(stored).toHaveLength(perCouple);
      expect(shown.map((m) => m.id)).toEqual(stored.map((m) => m.id));
      expect(new Set(shown.map((m) => m.clientId)).size).toBe(perCouple);
      expect(drops).toBeGreaterThan(2);
    }
  });
});

type Couple = Awaited<ReturnType<typeof coupleAcrossNodes>>;

/** Both send `total` messages through either server, retrying failures with the same client id, while his reader keeps dropping. */
async function chaosOnOneMatch({ matchId, woman, man, a, b }: Couple, total: number) {
  const send = async (i: number) => {
    const node = Math.random() < 0.5 ? a : b;
    const token = i % 2 === 0 ? woman.token : man.token;
    const clientId = crypto.randomUUID();
    for (let attempt = 0; ; attempt += 1) {
      const answer = await sendMessage(at(node.baseUrl), token, matchId, `chaos ${i}`, clientId).catch(() => null);
      if (answer?.status === 200) return;
      if (attempt > 5) throw new Error(`send ${i} kept failing: ${answer?.status}`);
    }
  };
  const reader = createChatModel(matchId, man.token);
  await reader.connect(b.baseUrl);
  let sending = true;
  let drops = 0;
  const chaos = (async () => {
    while (sending) {
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      await reader.drop();
      drops += 1;
      await reader.connect(Math.random() < 0.5 ? a.baseUrl : b.baseUrl);
    }
  })();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) await send(i);
  };
  await Promise.all([worker(), worker()]);
  sending = false;
  await chaos;
  await reader.catchUp(a.baseUrl);
  await reader.drop();
  return { matchId, shown: reader.messages(), drops, duplicatesDropped: reader.duplicatesDropped() };
}
