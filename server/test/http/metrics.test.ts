import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { timers } from '@mithaq/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTimers } from '../../src/features/matches/timers';
import { loadConfig } from '../../src/config';
import { startMetricsListener } from '../../src/http/metrics';
import { buildInfo } from '../../src/platform/build-info';
import { insert as insertOutboxRow } from '../../src/platform/outbox/repo';
import { matchedCouple, sendMessage, unlockedCouple } from '../support/matches';
import { openSocket } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';

const TOKEN = crypto.randomBytes(24).toString('hex');
let server: TestServer;
beforeAll(async () => {
  // Its own database: the outbox and timer figures count every row.
  server = await startTestServer({ isolatedDatabase: true, env: { METRICS_TOKEN: TOKEN, MITHAQ_COMMIT: 'c0ffee0123456789' } });
});
afterAll(() => server.close());

/** The part of docs/grafana/mithaq.json the drift check reads. */
interface DashboardJson {
  panels: { targets?: { expr: string }[] }[];
}

/** One sample of the exposition text: its labels, parsed. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

async function scrape(target: { fetch: TestServer['fetch'] } = server) {
  const response = await target.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of a sample whose labels include `labels` (0 when there is none). */
function valueIn(text: string, name: string, labels: Record<string, string> = {}) {
  const found = samples(text).find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  return found?.value ?? 0;
}

describe('GET /metrics', () => {
  it('refuses without the token, or with another one', async () => {
    const none = await server.fetch('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await none.text())).not.toContain('http_request_duration_seconds');
    expect((await server.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } })).status).toBe(401);
    expect((await server.fetch('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('is not served at all when METRICS_TOKEN is unset', async () => {
    const plain = await startTestServer();
    try {
      const response = await plain.fetch('/metrics');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  });

  it('counts and times requests by route pattern, never by raw URL', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    for (let i = 0; i < 3; i += 1) expect((await server.fetch('/api/health')).status).toBe(200);
    const matchId = crypto.randomUUID();
    expect((await server.fetch(`/api/matches/${matchId}/messages`)).status).toBe(401);
    const after = await scrape();
    expect(valueIn(after, 'http_request_duration_seconds_count', health) - valueIn(before, 'http_request_duration_seconds_count', health)).toBe(3);
    expect(valueIn(after, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(valueIn(after, 'http_request_duration_seconds_count', health));
    expect(valueIn(after, 'http_request_duration_seconds_count', { route: '/api/matches/:id/messages', status_code: '401' })).toBe(1);
    expect(after).not.toContain(matchId);
    // A path no route matches is counted, under one label.
    const unknown = `/api/no-such-thing/${crypto.randomUUID()}`;
    expect((await server.fetch(unknown)).status).toBe(404);
    const later = await scrape();
    expect(valueIn(later, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(later).not.toContain(unknown);
  });

  it('says which version, commit and Node.js run here (build_info)', async () => {
    const info = samples(await scrape()).find((sample) => sample.name === 'mithaq_build_info');
    expect(info?.value).toBe(1);
    expect(info?.labels).toEqual({ version: buildInfo(undefined).version, commit: 'c0ffee012345', node: process.version });
    expect(info?.labels.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('says whether this server is ready, and which dependency is not (the alert needs no prober)', async () => {
    const healthy = await scrape();
    expect(valueIn(healthy, 'mithaq_ready')).toBe(1);
    expect(samples(healthy).filter((sample) => sample.name === 'mithaq_dependency_up').map(({ labels, value }) => [labels.dependency, value]))
      .toEqual([['database', 1], ['storage', 1]]);

    const broken = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
    try {
      // Its media folder is a file now: nothing can be stored, so readiness fails on storage.
      const media = path.join(broken.dataDir, 'media');
      await fsp.rm(media, { recursive: true, force: true });
      await fsp.writeFile(media, 'not a folder');
      const failing = await scrape(broken);
      expect(valueIn(failing, 'mithaq_ready')).toBe(0);
      expect(valueIn(failing, 'mithaq_dependency_up', { dependency: 'database' })).toBe(1);
      expect(samples(failing).find((sample) => sample.name === 'mithaq_dependency_up' && sample.labels.dependency === 'storage')?.value).toBe(0);

      broken.platform.readiness.startDraining();
      const draining = await scrape(broken);
      expect(valueIn(draining, 'mithaq_ready')).toBe(0);
      expect(samples(draining).filter((sample) => sample.name === 'mithaq_dependency_up')).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('exports every figure the Grafana dashboard and the alert rules in docs/OPERATIONS.md use', async () => {
    const exported = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) (\w+)$/gm)].map(([, name]) => name!));
    const root = path.join(import.meta.dirname, '../../..');
    const dashboard = JSON.parse(await fsp.readFile(path.join(root, 'docs/grafana/mithaq.json'), 'utf8')) as DashboardJson;
    const dashboardExprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    const operations = await fsp.readFile(path.join(root, 'docs/OPERATIONS.md'), 'utf8');
    const alertExprs = [...operations.matchAll(/^\s+expr: (.+)$/gm)].map(([, expr]) => expr!);
    expect(dashboardExprs.length).toBeGreaterThan(20);
    expect(alertExprs.length).toBeGreaterThan(10);
    const used = new Set([...dashboardExprs, ...alertExprs].flatMap((expr) => [...expr.matchAll(/\b(?:mithaq|http|nodejs|process)_\w+/g)].map(([name]) => name)));
    // A histogram is exported under its family's name; queries read its _bucket, _count and _sum series.
    const missing = [...used].filter((name) => !exported.has(name.replace(/_(bucket|count|sum)$/, '')));
    expect(missing).toEqual([]);
    expect(used).toContain('mithaq_ready');
  });

  it('counts the chat messages stored (a retried send is not a new message), and open sockets', async () => {
    const { matchId, woman } = await unlockedCouple(server);
    const before = valueIn(await scrape(), 'mithaq_chat_messages_sent_total');
    const clientId = crypto.randomUUID();
    expect((await sendMessage(server, woman.token, matchId, 'Assalamu alaikum', clientId)).status).toBe(200);
    expect((await sendMessage(server, woman.token, matchId, 'Assalamu alaikum', clientId)).status).toBe(200);
    expect((await sendMessage(server, woman.token, matchId, 'How are you?')).status).toBe(200);
    expect(valueIn(await scrape(), 'mithaq_chat_messages_sent_total') - before).toBe(2);

    expect(valueIn(await scrape(), 'mithaq_realtime_sockets_open')).toBe(0);
    const socket = await openSocket(server.baseUrl, woman.token);
    expect(valueIn(await scrape(), 'mithaq_realtime_sockets_open')).toBe(1);
    socket.close();
    await socket.closed;
  });

  it('reads the outbox queue and the overdue timers when scraped, on the platform clock', async () => {
    server.clock.set('2027-06-01T10:00:00Z');
    const db = server.platform.database.db;
    await server.jobs.outbox.deliverDue(); // whatever earlier tests queued is sent
    const lanes = ['push', 'account', 'bulk'].map((lane) => ({ lane }));
    const idle = await scrape();
    expect(lanes.map((lane) => [valueIn(idle, 'mithaq_outbox_due_rows', lane), valueIn(idle, 'mithaq_outbox_oldest_due_seconds', lane)])).toEqual([[0, 0], [0, 0], [0, 0]]);
    await insertOutboxRow(db, 'mail', { to: 'someone@example.com', subject: 'Due', text: 'x' }, new Date('2027-06-01T09:58:30Z'));
    await insertOutboxRow(db, 'mail', { to: 'someone@example.com', subject: 'Due', text: 'y' }, new Date('2027-06-01T09:59:50Z'));
    await insertOutboxRow(db, 'mail', { to: 'someone@example.com', subject: 'Later', text: 'z' }, new Date('2027-06-01T10:05:00Z'));
    await insertOutboxRow(db, 'mail', { to: 'someone@example.com', subject: 'News', text: 'n' }, new Date('2027-06-01T09:59:00Z'), 'bulk');
    const queued = await scrape();
    const account = { lane: 'account' };
    expect(valueIn(queued, 'mithaq_outbox_due_rows', account)).toBe(2);
    expect(valueIn(queued, 'mithaq_outbox_oldest_due_seconds', account)).toBe(90);
    expect(valueIn(queued, 'mithaq_outbox_oldest_due_seconds', { lane: 'bulk' })).toBe(60);
    await server.jobs.outbox.deliverDue();
    expect(valueIn(await scrape(), 'mithaq_outbox_due_rows', account)).toBe(0);
    server.clock.advance(10 * 60 * 1000);
    await server.jobs.outbox.deliverDue();

    // The earlier tests' matches are long overdue on this clock, until a sweep ends them.
    expect(valueIn(await scrape(), 'mithaq_timers_overdue_seconds')).toBeGreaterThan(0);
    await sweepTimers(server.platform);
    expect(valueIn(await scrape(), 'mithaq_timers_overdue_seconds')).toBe(0);
    await matchedCouple(server); // its payment window runs from now
    server.clock.advance(timers.paymentWindowMs + 100_000);
    expect(valueIn(await scrape(), 'mithaq_timers_overdue_seconds')).toBe(100);
    await sweepTimers(server.platform);
    expect(valueIn(await scrape(), 'mithaq_timers_overdue_seconds')).toBe(0);
  });

  it('includes the process figures (event-loop lag, memory) and, on PostgreSQL, the pool', async () => {
    const text = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'process_cpu_seconds_total']) {
      expect(samples(text).some((s) => s.name === name)).toBe(true);
    }
    const pool = server.platform.database.poolStats?.();
    if (pool) expect(valueIn(text, 'mithaq_db_pool_connections', { state: 'max' })).toBe(pool.max);
    else expect(samples(text).some((s) => s.name === 'mithaq_db_pool_connections')).toBe(false);
  });
});

describe('/metrics is never open', () => {
  it('in production without METRICS_TOKEN the main port has no /metrics, even where the web app answers every page', async () => {
    const webDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mithaq-web-'));
    await fsp.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    // METRICS_PORT set too: that listener, not the main port, serves the figures.
    const production = await startTestServer({ webDistDir: webDir, env: { NODE_ENV: 'production', METRICS_PORT: '0' } });
    try {
      for (const accept of ['*/*', 'text/html']) {
        const response = await production.fetch('/metrics', { headers: { accept } });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('http_request_duration_seconds');
      }
    } finally {
      await production.close();
      await fsp.rm(webDir, { recursive: true, force: true });
    }
  });

  it('the METRICS_PORT listener is bound to loopback unless METRICS_HOST says otherwise', async () => {
    const { metrics: config } = loadConfig({ METRICS_PORT: '0' });
    expect(config).toEqual({ port: 0, host: '127.0.0.1', token: undefined });
    const listener = await startMetricsListener(server.platform.metrics, { ...config, port: 0 });
    try {
      expect(listener.address).toBe('127.0.0.1');
    } finally {
      await listener.close();
    }
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  it('serves /metrics only, with the token when one is set', async () => {
    const listener = await startMetricsListener(server.platform.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
    const at = { fetch: (pathname: string, init?: RequestInit) => fetch(`http://127.0.0.1:${listener.port}${pathname}`, init) };
    try {
      expect((await at.fetch('/metrics')).status).toBe(401);
      expect((await at.fetch('/api/health')).status).toBe(404);
      expect(await scrape(at)).toContain('http_request_duration_seconds_count');
    } finally {
      await listener.close();
    }
    const open = await startMetricsListener(server.platform.metrics, { port: 0, host: '127.0.0.1', token: undefined });
    try {
      expect((await fetch(`http://127.0.0.1:${open.port}/metrics`)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
