import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/platform/db/connect';
import { createLogger } from '../../src/platform/logger';
import { createPlatform } from '../../src/platform/platform';
import os from 'node:os';
import path from 'node:path';
import fsp from 'node:fs/promises';

// A real PostgreSQL pool aimed at a closed port: the health check must say so, not hang.
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mithaq-down-'));
  database = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none', poolSize: 1 });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_SECRET: 'x'.repeat(32), PORT: '0' });
  app = await buildApp(createPlatform(config, database, createLogger({ level: 'silent', pretty: false })));
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fsp.rm(dataDir, { recursive: true, force: true });
});

it('GET /api/health answers 503 when the database does not', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
});
