import type { ReadinessResponse } from '@mithaq/contract/health';
import { realtimeCloseCodes } from '@mithaq/contract/realtime';
import fsp from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../src/shutdown';
import { call } from '../support/client';
import { uniqueEmail } from '../support/factories';
import { pictures } from '../support/images';
import { partialUpload } from '../support/partial-upload';
import { memberThroughApi, wizardInput } from '../support/profiles';
import { openSocket } from '../support/realtime';
import { startTestServer } from '../support/server';
import { startNode, type Node } from '../support/server-process';
import { until, within } from '../support/within';

// Real server processes (the production entry point, on their own embedded database), stopped
// with SIGTERM as an orchestrator stops them. A process takes a while to start on this machine.
const PROCESS_TEST_MS = 120_000;
const nodes: Node[] = [];
afterAll(() => Promise.all(nodes.map((node) => node.stop())));

async function node(env: Record<string, string>) {
  const started = await startNode({ extra: env });
  nodes.push(started);
  return started;
}

/** A member with a profile, signed up through the API of `target`. */
async function member(target: Node) {
  const signedUp = await call<{ session: { accessToken: string } }>(target, 'POST', '/api/auth/sign-up', {
    email: uniqueEmail('drain'),
    password: 'amina-reads-at-dawn',
  });
  const token = signedUp.body.session.accessToken;
  expect((await call(target, 'POST', '/api/profiles', wizardInput(), { token })).status).toBe(201);
  return token;
}

const refused = (target: Node) => target.fetch('/api/health').then(() => false, () => true);

describe('SIGTERM', () => {
  it('drains: readiness 503 at once, sockets sent away (1001), new connections refused, the upload in flight answered, exit 0', async () => {
    // The drain must outlast the test's first look at readiness on a loaded machine (3 s did not:
    // the listener had closed before the first poll after the signal got through).
    const target = await node({ SHUTDOWN_DRAIN_MS: '10000' });
    const token = await member(target);
    const socket = await openSocket(target.baseUrl, token);
    const jpeg = await pictures.jpeg(800, 600);
    // A picture upload on a slow connection: headers and a first part sent, the rest still to come.
    const upload = partialUpload(target.baseUrl, jpeg, 1024, token);
    expect((await target.fetch('/api/ready')).status).toBe(200);

    target.process.kill('SIGTERM');
    await until(async () => (await target.fetch('/api/ready')).status === 503, 'readiness did not turn 503');
    const ready = await target.fetch('/api/ready');
    expect((await ready.json()) as ReadinessResponse).toEqual({ status: 'draining', checks: {} });
    expect(ready.headers.get('connection')).toBe('close');
    // Still serving while the balancer takes it out: only readiness says no.
    expect((await target.fetch('/api/health')).status).toBe(200);

    expect(await within(30_000, socket.closed, 'the socket was not closed')).toEqual({ code: realtimeCloseCodes.goingAway, reason: 'server shutting down' });
    await until(() => refused(target), 'new connections were still accepted');
    expect(target.process.exitCode).toBeNull(); // waiting for the upload

    upload.finish();
    const answered = await upload.response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).pictures).toHaveLength(1);
    expect(await within(15_000, target.exited, 'the process did not exit')).toBe(0);
    expect(target.output()).not.toMatch(/shutdown (failed|took too long)/);
  }, PROCESS_TEST_MS);

  it('SIGINT (Ctrl-C in a terminal) stops without the drain delay', async () => {
    const server = await startTestServer({ isolatedDatabase: true });
    const { app, jobs, platform } = server;
    let exited: (code: number) => void = () => undefined;
    const code = new Promise<number>((resolve) => (exited = resolve));
    const stop = gracefulShutdown(
      { app, jobs, platform, database: platform.database, metricsListener: undefined },
      { drainMs: 10 * 60_000, timeoutMs: 20 * 60_000 },
      ((value: number) => exited(value)) as (code: number) => never,
    );
    void stop('SIGINT');
    expect(platform.readiness.draining).toBe(true);
    expect(await within(20_000, code, 'SIGINT waited for the drain delay')).toBe(0);
    await fsp.rm(server.dataDir, { recursive: true, force: true });
  });

  it('still exits, with 1, when a request never finishes within SHUTDOWN_TIMEOUT_MS', async () => {
    // In this process, with `exit` recorded instead of done: the same function main.ts runs.
    const server = await startTestServer({ isolatedDatabase: true });
    const { token } = await memberThroughApi(server);
    const stuck = partialUpload(server.baseUrl, await pictures.jpeg(400, 300), 100, token);
    expect((await server.fetch('/api/ready')).status).toBe(200);
    const codes: number[] = [];
    let exited: () => void = () => undefined;
    const firstExit = new Promise<void>((resolve) => (exited = resolve));
    const exit = ((code: number) => {
      codes.push(code);
      exited();
    }) as (code: number) => never;
    const { app, jobs, platform } = server;
    const stop = gracefulShutdown({ app, jobs, platform, database: platform.database, metricsListener: undefined }, { drainMs: 0, timeoutMs: 1000 }, exit);
    void stop('SIGTERM');
    await within(10_000, firstExit, 'the deadline did not end it');
    expect(codes).toEqual([1]);
    stuck.abort(); // lets the rest of the shutdown finish (a real process is gone by now)
    await fsp.rm(server.dataDir, { recursive: true, force: true });
  });
});
