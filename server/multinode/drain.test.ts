import crypto from 'node:crypto';
import { realtimeCloseCodes } from '@mithaq/contract/realtime';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/connect';
import { messages } from '../src/platform/db/schema/matches';
import { sendMessage } from '../test/support/matches';
import { startNode, type Node } from '../test/support/server-process';
import { within } from '../test/support/within';
import { createBalancer } from './balancer';
import { coupleOn, createChatModel } from './chat-client';

const databaseUrl = inject('testDatabaseUrl');
const redisUrl = process.env.REDIS_URL;
let a: Node;
let b: Node;
let database: Database;

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) throw new Error('test:multinode needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  // Readiness says 503 for 2 s before the listener closes: the balancer below checks every 100 ms.
  const env = { SHUTDOWN_DRAIN_MS: '2000' };
  [a, b] = await Promise.all([startNode({ databaseUrl, redisUrl, extra: env }), startNode({ databaseUrl, redisUrl, extra: env })]);
});
afterAll(async () => {
  await Promise.all([a, b].map((node) => node?.stop()));
  await database?.close();
});

describe('a server stopped (SIGTERM) in the middle of a chat', () => {
  it('loses no message: its socket reconnects to the other server, and readiness said 503 while it drained', async () => {
    const { matchId, woman, man } = await coupleOn(database, a, b);
    const balancer = createBalancer([a, b]);

    // His chat screen holds its socket on B, the server that will stop; after any close it
    // reconnects through the balancer (as the app does after 1001) and catches up over REST.
    const reader = createChatModel(matchId, man.token);
    const closes: { node: Node; code: number }[] = [];
    let following = true;
    const follow = async (node: Node, closed: Promise<{ code: number }>) => {
      for (;;) {
        closes.push({ node, code: (await closed).code });
        if (!following) return;
        node = await balancer.pick();
        try {
          ({ closed } = await reader.connect(node.baseUrl));
        } catch {
          closed = Promise.resolve({ code: 0 }); // refused: it was on its way out; pick again
        }
      }
    };
    const following$ = follow(b, (await reader.connect(b.baseUrl)).closed);

    // Both send through the balancer; the 200th send stops B.
    const total = 600;
    let next = 0;
    const sender = async () => {
      for (let i = next++; i < total; i = next++) {
        if (i === 200) b.process.kill('SIGTERM');
        const token = i % 2 === 0 ? woman.token : man.token;
        const answer = await sendMessage(balancer, token, matchId, `message ${i}`, crypto.randomUUID());
        expect(answer.status).toBe(200);
      }
    };
    await Promise.all([sender(), sender()]);
    expect(await within(30_000, b.exited, 'B did not exit')).toBe(0);
    // B's exit and the balancer's next health check race: wait for that check (the one that finds
    // nothing listening) before the balancer stops, or its last word on B may still be the 503.
    const lastSeenOfB = () => balancer.seen.filter((seen) => seen.node === b).at(-1)?.status;
    await expect.poll(lastSeenOfB, { timeout: 10_000 }).toBe('refused');

    following = false;
    await reader.catchUp(a.baseUrl);
    await reader.drop();
    await following$;
    await balancer.stop();

    const stored = await database.db.select().from(messages).where(eq(messages.matchId, matchId)).orderBy(asc(messages.seq));
    expect(stored).toHaveLength(total);
    expect(new Set(stored.map((m) => m.content)).size).toBe(total);
    expect(reader.messages().map((m) => m.id)).toEqual(stored.map((m) => m.id));
    console.log(JSON.stringify({
      name: 'drain',
      messages: total,
      answered_by_stopped: balancer.answered.get(b),
      answered_by_other: balancer.answered.get(a),
      retried_elsewhere: balancer.retried(),
      socket_closes: closes.map((close) => close.code),
      live_duplicates_dropped: reader.duplicatesDropped(),
    }));
    expect(balancer.answered.get(b)).toBeGreaterThan(0);
    // B told the socket to go elsewhere, and it did.
    expect(closes[0]).toEqual({ node: b, code: realtimeCloseCodes.goingAway });
    expect(closes.slice(1).every((close) => close.node === a)).toBe(true);
    // The balancer saw B draining before it stopped answering, and A ready throughout.
    const seenOfB = balancer.seen.filter((seen) => seen.node === b);
    const firstNotReady = seenOfB.findIndex((seen) => seen.status !== 200);
    expect(seenOfB[firstNotReady]).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(balancer.seen.filter((seen) => seen.node === a).every((seen) => seen.status === 200)).toBe(true);
  });
});
