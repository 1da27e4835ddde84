import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from './local-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const CLUSTER_SECRET = 'multinode-secret-0123456789abcdef0123456789';
/** Every server of a cluster pushes with one VAPID pair (required with DATABASE_URL); a test pair, never used for real. */
export const CLUSTER_VAPID = {
  VAPID_PUBLIC_KEY: 'BGeYT4bNgxDbI2gDvkQ2Lkf7y-xfShrmWvTfzaIkpLStjWkZXa7qwY6Xho4uSdMulWvLY6mbUczE-6b7qRQ-YDU',
  VAPID_PRIVATE_KEY: 'SzbFMXmetI_NirNLjqUwJrg-Yyd_cQG1n89xwHfeyA4',
};

export interface Node {
  baseUrl: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the process wrote so far (stdout and stderr). */
  output(): string;
  /** fetch against the process; the path starts with '/'. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * Starts one real server process (the production entry point) on a PostgreSQL database, with
 * Redis when given (and `extra` variables, e.g. S3_*); without a database URL, on the embedded
 * database in its own data folder.
 */
export async function startNode(env: { databaseUrl?: string; redisUrl?: string; extra?: Record<string, string> }): Promise<Node> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-node-'));
  const child = spawn(process.execPath, [...(process.env.MITHAQ_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      REDIS_URL: env.redisUrl ?? '',
      APP_SECRET: CLUSTER_SECRET,
      ...CLUSTER_VAPID,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      // The chaos run and the chat bench send far faster per member than any person does.
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '1000000',
      RATE_LIMIT_READS_PER_IP_PER_MINUTE: '1000000',
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    process: child,
    exited,
    output: () => output,
    fetch: (pathname, init) => fetch(`${baseUrl}${pathname}`, init),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
