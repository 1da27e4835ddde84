import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { text } from '@mithaq/contract/messages';
import { NATIVE_APP_VERSION, pushMessages, type PushPayload } from '@mithaq/contract/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestClock } from '../../src/platform/clock';
import { createLogger } from '../../src/platform/logger';
import { createPushSender } from '../../src/platform/push/push-sender';
import { browserKeys, startBlackHole } from '../support/black-holes';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startFcmServer } from '../support/fcm-server';
import { startTestServer, type TestServer } from '../support/server';

const logger = createLogger({ level: 'silent', pretty: false });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-push-transport-'));
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const payload: PushPayload = { title: text('push.testTitle'), body: text('push.testBody'), data: { type: 'test', notificationId: 'n-1' } };

/** The push sender as the server builds it, from these settings (a test's NODE_ENV). */
const senderWith = (env: Record<string, string>) =>
  createPushSender({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }).push, dataDir, clock: createTestClock(new Date()), logger });

/** A local HTTP server answering every request with `answer`; it counts what it was asked. */
async function httpServer(answer: (response: http.ServerResponse) => void) {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    request.resume();
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

async function blackHole() {
  const hole = await startBlackHole();
  closers.push(hole.close);
  return hole;
}

describe('web push endpoints on port 443 only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUSH_ALLOWED_HOSTS: '*.push.services.mozilla.com' } });
    closers.push(() => server.close());
  });

  it('refuses a registration whose endpoint names another port, and takes the same host on 443', async () => {
    const user = await createUser(server.platform.database.db);
    const { token } = await signIn(server, user.email, user.password);
    const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Firefox', appVersion: NATIVE_APP_VERSION };
    const register = (endpoint: string) => call(server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint, keys: browserKeys() }, deviceInfo }, { token });
    const refused = await register(`https://updates.push.services.mozilla.com:8443/wpush/v2/${user.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: pushMessages.endpointNotAllowed } });
    expect((await register(`https://updates.push.services.mozilla.com:443/wpush/v2/${user.id}`)).status).toBe(200);
  });

  it('refuses to send to an endpoint on another port (a registration older than the rule) without connecting', async () => {
    const hole = await blackHole();
    const sender = senderWith({ PUSH_ALLOWED_HOSTS: '127.0.0.1' });
    const outcome = await sender.send({ kind: 'webpush', token: hole.endpoint('https'), keys: browserKeys() }, payload);
    expect(outcome).toBe('refused');
    expect(hole.connections()).toBe(0);
  });
});

describe('the push transport', () => {
  it('does not follow a redirect', async () => {
    const target = await httpServer((response) => response.writeHead(201).end());
    const redirecting = await httpServer((response) => response.writeHead(307, { location: `${target.origin}/push/stolen` }).end());
    const sender = senderWith({ PUSH_ALLOW_LOOPBACK: 'true' });
    await expect(sender.send({ kind: 'webpush', token: `${redirecting.origin}/push/a`, keys: browserKeys() }, payload)).rejects.toThrow(/redirect/i);
    expect(redirecting.requests()).toBe(1);
    expect(target.requests()).toBe(0);
  });

  it('gives up in about 3 s on a push service that never answers or never completes the TLS handshake', async () => {
    const [silent, noHandshake] = [await blackHole(), await blackHole()];
    const sender = senderWith({ PUSH_ALLOW_LOOPBACK: 'true' });
    const started = performance.now();
    const outcomes = await Promise.allSettled([
      sender.send({ kind: 'webpush', token: silent.endpoint('http'), keys: browserKeys() }, payload),
      sender.send({ kind: 'webpush', token: noHandshake.endpoint('https'), keys: browserKeys() }, payload),
    ]);
    const elapsed = performance.now() - started;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect([silent.requests(), noHandshake.requests()]).toEqual([1, 1]);
    console.info(`push transport: both black holes given up after ${Math.round(elapsed)} ms`);
    // About 3 s; the bound leaves room for a loaded machine and stays below the old 10 s.
    expect(elapsed).toBeLessThan(8000);
  });

  it('FCM: follows no redirect of the token exchange and gives up on a silent one', async () => {
    const fcm = await startFcmServer();
    closers.push(fcm.close);
    const target = await httpServer((response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"stolen"}'));
    const redirecting = await httpServer((response) => response.writeHead(307, { location: `${target.origin}/token` }).end());
    const native = { kind: 'fcm' as const, token: 'device-1', keys: null };
    const redirected = senderWith({ ...fcm.env, FCM_TOKEN_URL: `${redirecting.origin}/token`, PUSH_ALLOW_LOOPBACK: 'true' });
    await expect(redirected.send(native, payload)).rejects.toThrow(/redirect/i);
    expect(target.requests()).toBe(0);

    const hole = await blackHole();
    const silent = senderWith({ ...fcm.env, FCM_TOKEN_URL: `http://127.0.0.1:${hole.port}/token`, PUSH_ALLOW_LOOPBACK: 'true' });
    const started = performance.now();
    await expect(silent.send(native, payload)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(8000);
  });
});
