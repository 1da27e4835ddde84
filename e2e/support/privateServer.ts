import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eAdmin } from './adminAccount';
import { freePort, waitForHealth } from '../../server/test/support/local-server';

/**
 * A server of one spec's own (the production build, npm run build), for what the shared e2e
 * server (playwright.config.ts) cannot show: real SMTP instead of the file outbox, say. It runs on
 * a free port with a fresh data folder, the e2e admin created at start-up.
 */
export interface PrivateServer {
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
/** What the server printed last (LOG_LEVEL=warn), told when it does not start. */
const OUTPUT_KEPT = 4000;

/** Starts the server with `env` on top of the e2e defaults and waits until /api/health answers (up to 120 s: migrations on a loaded 2-core CI machine). */
export async function startPrivateServer(env: Record<string, string>): Promise<PrivateServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-e2e-private-'));
  const child = spawn('node', ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: root,
    // Not the worker's environment: a DATABASE_URL or SMTP_URL there would change what this server is.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      BACKUP_EVERY_HOURS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_TOTP_SECRET: e2eAdmin.totpSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killLater);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
