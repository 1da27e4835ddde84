// node scripts/measure-memory.mjs: the built server's memory at rest (RSS), measured one way every time.
// Starts server/dist/main.js as `npm start` does (run `npm run build` first; nothing is built here) on a
// fresh temporary DATA_DIR, waits for /api/ready, idles IDLE_MS, signs one member up and makes one
// reverse-geocode call (the cities index loaded, as after the first sign-up), idles IDLE_MS again and
// reads VmRSS of the server process and its children from /proc. The embedded database (PGlite) always;
// PostgreSQL too when DATABASE_URL is set (in a database of its own, created and dropped here).
// Prints the figures and one JSON line: {"name":"memory","embedded_rss_mb":…,"pg_rss_mb":…}.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';

const root = path.resolve(import.meta.dirname, '..');
const IDLE_MS = Number(process.env.IDLE_MS ?? 10_000);
const mainJs = path.join(root, 'server', 'dist', 'main.js');
if (!fs.existsSync(mainJs)) {
  console.error('No server/dist/main.js: run `npm run build` first.');
  process.exit(1);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The process and every process below it (PGlite runs inside the server; this counts any helper too). */
function processTree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

function rssMb(pid) {
  let kb = 0;
  for (const member of processTree(pid)) {
    const status = fs.readFileSync(`/proc/${member}/status`, 'utf8');
    kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

async function waitForReady(baseUrl, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  throw new Error(`the server at ${baseUrl} was not ready within 2 minutes`);
}

async function post(baseUrl, pathname, body, token) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'mithaq' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** One member signs up (no SMTP: no confirmation step) and detects a location, as sign-up's step 1 does. */
async function firstSignUp(baseUrl) {
  const { session } = await post(baseUrl, '/api/auth/sign-up', { email: `memory-${process.pid}@example.com`, password: 'Measure-memory-2026!' });
  if (!session) throw new Error('sign-up asked for a confirmation (is SMTP_URL set?)');
  const place = await post(baseUrl, '/api/geo/reverse', { latitude: 41.0082, longitude: 28.9784 }, session.accessToken);
  if (!place.city) throw new Error(`no city detected: ${JSON.stringify(place)}`);
}

async function measure(label, databaseUrl, extraEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-memory-'));
  const child = spawn(process.execPath, ['--enable-source-maps', mainJs], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'measure-memory-secret-0123456789abcdef',
      ...extraEnv,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, child);
    await pause(IDLE_MS);
    const ready = rssMb(child.pid);
    await firstSignUp(baseUrl);
    await pause(IDLE_MS);
    const atRest = rssMb(child.pid);
    console.error(`${label}: ${ready} MB ready and idle, ${atRest} MB after the first sign-up and a reverse-geocode call, idle`);
    return atRest;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
async function withOwnDatabase(url, run) {
  const name = `mithaq_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const own = new URL(url);
    own.pathname = `/${name}`;
    // Every server on PostgreSQL needs a VAPID pair (config.ts); a throwaway one.
    const vapid = webpush.generateVAPIDKeys();
    return await run(own.toString(), { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const embedded = await measure('embedded (PGlite)', undefined);
const pgUrl = process.env.DATABASE_URL;
const postgres = pgUrl ? await withOwnDatabase(pgUrl, (url, env) => measure('PostgreSQL', url, env)) : null;
console.log(JSON.stringify({ name: 'memory', embedded_rss_mb: embedded, pg_rss_mb: postgres }));
