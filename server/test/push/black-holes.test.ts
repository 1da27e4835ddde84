import { performance } from 'node:perf_hooks';
import { NATIVE_APP_VERSION } from '@mithaq/contract/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/platform/db/schema/notifications';
import { browserKeys, startBlackHole, type BlackHole } from '../support/black-holes';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { mailsTo } from '../support/mail';
import { accessTokenNow } from '../support/matches';
import { startPushReceiver } from '../support/push-receiver';
import { startTestServer, type TestServer } from '../support/server';
import { until } from '../support/within';

// Its own database: the figures below read every push row, and the embedded database (one
// connection) is the case that froze.
let server: TestServer;
const holes: BlackHole[] = [];
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true, env: { PUSH_ALLOWED_HOSTS: '127.0.0.1', PUSH_CONCURRENCY_PER_HOST: '4' } });
});
afterAll(async () => {
  await Promise.all(holes.map((hole) => hole.close()));
  await server.jobs.outbox.deliverDue();
  await server.close();
});

const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Chrome', appVersion: NATIVE_APP_VERSION };
const blackHole = async () => {
  const hole = await startBlackHole();
  holes.push(hole);
  return hole;
};

async function member() {
  const user = await createUser(server.platform.database.db);
  return { ...user, ...(await signIn(server, user.email, user.password)) };
}

/** Another device of the member (a session of its own: a session holds one registration) registers its browser. */
async function registerBrowser(user: Parameters<typeof accessTokenNow>[1], endpoint: string, keys = browserKeys()) {
  const token = await accessTokenNow(server, user);
  const registered = await call(server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint, keys }, deviceInfo }, { token });
  expect(registered.status).toBe(200);
}

/** How long a request takes to be answered in full; Infinity when it is not answered within 5 s. */
async function latency(pathname: string, init: RequestInit = {}): Promise<number> {
  const started = performance.now();
  try {
    const response = await server.fetch(pathname, { ...init, signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const pushRows = () => server.platform.database.db.select().from(outbox).where(eq(outbox.kind, 'push'));

describe('push endpoints that never answer', () => {
  it('do not stall the app: health and an API call answer at once, and a reset mail leaves before they time out', async () => {
    const me = await member();
    const authed = { headers: { authorization: `Bearer ${me.token}` } };
    const silent = await blackHole();
    const noHandshake = await blackHole();
    await registerBrowser(me, silent.endpoint('http'));
    await registerBrowser(me, silent.endpoint('http'));
    await registerBrowser(me, noHandshake.endpoint('https'));

    const baseline = { health: [] as number[], api: [] as number[] };
    for (let i = 0; i < 3; i++) {
      baseline.health.push(await latency('/api/health'));
      baseline.api.push(await latency('/api/push/registrations', authed));
    }

    // The test push goes to all three devices; its nudge starts their deliveries at once.
    expect((await call(server, 'POST', '/api/push/test', undefined, { token: me.token })).body).toEqual({ queued: 3 });
    const deliveriesStarted = performance.now();
    await until(async () => silent.requests() + noHandshake.requests() >= 1, 'a delivery reaching a black hole', 5000);

    // Far below the pushes' 3 s timeout (a generous bound for a loaded 2-core machine).
    const during = { health: [] as number[], api: [] as number[] };
    for (let i = 0; i < 3; i++) {
      during.health.push(await latency('/api/health'));
      during.api.push(await latency('/api/push/registrations', authed));
      expect([during.health[i], during.api[i]].every((ms) => ms! < 1000), `health ${during.health[i]} ms, API ${during.api[i]} ms`).toBe(true);
    }
    const someone = await createUser(server.platform.database.db);
    const resetAsked = performance.now();
    const reset = await call(server, 'POST', '/api/auth/password-reset/request', { email: someone.email });
    expect(reset.status).toBe(200);
    await until(async () => mailsTo(someone.email).length > 0, 'the reset mail', 5000);
    const mailMs = performance.now() - resetAsked;

    // The mail left while all three pushes were still out: none of them has an outcome yet.
    expect(silent.requests() + noHandshake.requests()).toBe(3);
    const inFlight = await pushRows();
    expect(inFlight.map((row) => ({ sent: row.sentAt, error: row.lastError }))).toEqual(Array(3).fill({ sent: null, error: null }));

    console.info(
      `black holes: health ${baseline.health.map(Math.round)} ms before, ${during.health.map(Math.round)} ms during; ` +
        `API ${baseline.api.map(Math.round)} ms before, ${during.api.map(Math.round)} ms during; reset mail out after ${Math.round(mailMs)} ms`,
    );
    expect(mailMs).toBeLessThan(2500);

    // The pushes then give up on their own, in about 3 s, and wait for their retry.
    await server.jobs.outbox.deliverDue();
    const roundMs = performance.now() - deliveriesStarted;
    console.info(`black holes: the three deliveries gave up after ${Math.round(roundMs)} ms`);
    expect(roundMs).toBeLessThan(8000);
    const retried = await pushRows();
    expect(retried.map((row) => ({ attempts: row.attempts, sent: row.sentAt, failed: row.failedAt }))).toEqual(
      Array(3).fill({ attempts: 1, sent: null, failed: null }),
    );
    expect(retried.every((row) => /time|abort/i.test(row.lastError ?? ''))).toBe(true);
  });

  it('a slow host gets at most 4 deliveries at once and does not hold up the push to another host', async () => {
    const me = await member();
    const slow = await blackHole();
    for (let i = 0; i < 6; i++) await registerBrowser(me, slow.endpoint('http'));
    const receiver = await startPushReceiver(server.platform.push.vapidPublicKey);
    try {
      const browser = receiver.subscribe();
      await registerBrowser(me, browser.endpoint, browser.keys);
      const before = new Set((await pushRows()).map((row) => row.id));

      expect((await call(server, 'POST', '/api/push/test', undefined, { token: me.token })).body).toEqual({ queued: 7 });
      await until(async () => receiver.to(browser).length === 1, 'the push to the healthy host', 2500);
      // Its outcome is written once the receiver's answer is read, a moment after the push arrived.
      const sentRows = async () => (await pushRows()).filter((row) => !before.has(row.id) && row.sentAt !== null).length;
      await until(async () => (await sentRows()) === 1, 'the healthy push recorded as sent', 2500);

      // On a loaded machine the fourth connection may reach the slow host a moment after the
      // healthy push: wait for four, then make sure no fifth came.
      await until(async () => slow.requests() >= 4, 'four deliveries at the slow host', 2500);
      expect(slow.requests()).toBe(4);
      const rows = (await pushRows()).filter((row) => !before.has(row.id));
      const toSlow = rows.filter((row) => row.sentAt === null);
      expect(toSlow).toHaveLength(6);
      // Four are out; the other two wait for a free slot, without spending an attempt.
      expect(toSlow.filter((row) => row.leaseUntil !== null)).toHaveLength(4);
      const waiting = toSlow.filter((row) => row.leaseUntil === null);
      expect(waiting.map((row) => row.attempts)).toEqual([0, 0]);
      expect(waiting.every((row) => row.nextAttemptAt > server.clock.now())).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
