import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReadinessResponse } from '@mithaq/contract/health';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/platform/db/connect';
import { createLogger } from '../../src/platform/logger';
import { createPlatform } from '../../src/platform/platform';
import { startS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/server';

const started: TestServer[] = [];
afterAll(() => Promise.all(started.map((server) => server.close())));

async function server(env: Record<string, string> = {}) {
  const running = await startTestServer({ env });
  started.push(running);
  return running;
}

async function ready(target: TestServer) {
  const response = await target.fetch('/api/ready');
  return { status: response.status, body: (await response.json()) as ReadinessResponse };
}

describe('GET /api/ready', () => {
  it('answers 200 when the database and the storage answer (no Redis configured: not asked)', async () => {
    const answer = await ready(await server());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming Redis when REDIS_URL points at nothing, and gives away no address', async () => {
    const target = await server({ REDIS_URL: 'redis://:hunter2@127.0.0.1:1/0' });
    const response = await target.fetch('/api/ready');
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'unavailable', storage: 'ok' } });
    expect(text).not.toMatch(/127\.0\.0\.1|hunter2|redis:/);
  });

  it('answers 503 naming the storage when pictures cannot be stored', async () => {
    const target = await server();
    // The media folder is a file now: nothing can be written under it.
    const media = path.join(target.dataDir, 'media');
    await fsp.rm(media, { recursive: true, force: true });
    await fsp.writeFile(media, 'not a folder');
    const answer = await ready(target);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unavailable' } });
  });

  it('asks the S3 bucket when pictures live in one', async () => {
    const s3 = await startS3Server();
    try {
      const answer = await ready(await server(s3.env));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    } finally {
      await s3.close();
    }
  });

  it('answers 503 naming the storage when the S3 bucket does not answer, and gives away no address or key', async () => {
    const target = await server({
      S3_BUCKET: 'mithaq-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
      S3_SECRET_ACCESS_KEY: 'secret-key-never-shown',
    });
    const response = await target.fetch('/api/ready');
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unavailable' } });
    expect(text).not.toMatch(/127\.0\.0\.1|AKIA|secret-key|mithaq-pictures/);
  });

  it('answers 503 while draining, and every answer then asks the client to close its connection', async () => {
    const target = await server();
    expect((await target.fetch('/api/health')).headers.get('connection')).not.toBe('close');
    target.platform.readiness.startDraining();
    const answer = await ready(target);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'draining', checks: {} });
    const health = await target.fetch('/api/health');
    expect(health.status).toBe(200); // still alive: liveness is another question
    expect(health.headers.get('connection')).toBe('close');
  });

  it('is never refused for being polled often (balancers poll it)', async () => {
    const target = await server({ RATE_LIMIT_READS_PER_IP_PER_MINUTE: '2' });
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await target.fetch('/api/ready')).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 naming the database when PostgreSQL does not answer', async () => {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mithaq-ready-'));
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none', poolSize: 1 });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET: 'x'.repeat(32), PORT: '0' });
    const platform = createPlatform(config, database, createLogger({ level: 'silent', pretty: false }));
    const app = await buildApp(platform);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable', storage: 'ok' } });
    } finally {
      await app.close();
      await platform.close();
      await database.close();
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
  });
});
