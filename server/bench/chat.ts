import crypto from 'node:crypto';
import fs from 'node:fs';
import type { ChatMessage } from '@mithaq/contract/chat';
import { REALTIME_PATH, type ServerEvent } from '@mithaq/contract/realtime';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { signAccessToken } from '../src/features/auth/tokens';
import { openDatabase, queryRows, type Db } from '../src/platform/db/connect';
import { migrate } from '../src/platform/db/migrate';
import { deriveKey } from '../src/platform/secrets';
import { CLUSTER_SECRET, startNode } from '../test/support/server-process';
import { machineTicks, processCpuMs } from './cpu';
import { jsonPoster } from './http-client';
import { summarise } from './stats';

interface Pair {
  matchId: string;
  users: [{ id: string; token: string }, { id: string; token: string }];
}

/**
 * `sockets` users in matched, unlocked pairs, made in bulk SQL (a run reuses them), each with a
 * session and an access token signed with the server's key.
 */
async function populate(db: Db, sockets: number): Promise<Pair[]> {
  const pairs = Math.floor(sockets / 2);
  const have = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where email like 'chatbench-%'`);
  if ((have[0]?.n ?? 0) !== pairs * 2) {
    await db.execute(sql`delete from users where email like 'chatbench-%'`);
    await db.execute(sql`insert into users (email, password_hash, confirmed_at)
      select 'chatbench-' || g || '@bench.test', 'not-a-hash', now() from generate_series(1, ${pairs * 2}) g`);
    await db.execute(sql`insert into profiles (id, name, sex, country, city, birthday, about_me, nationality, height)
      select u.id, 'Chat ' || u.n, case when u.n % 2 = 0 then 'male' else 'female' end, 'GB', 'London', date '1995-01-01', 'About me', array['GB'], 170
      from (select id, row_number() over (order by email) as n from users where email like 'chatbench-%') u`);
    await db.execute(sql`insert into matches (profile1_id, profile2_id, chat_unlocked, unlocked_at, user1_paid, user2_paid)
      select least(f.id, m.id), greatest(f.id, m.id), true, now(), true, true
      from (select id, row_number() over (order by id) as n from profiles where name like 'Chat %' and sex = 'female') f
      join (select id, row_number() over (order by id) as n from profiles where name like 'Chat %' and sex = 'male') m on m.n = f.n`);
  }
  await db.execute(sql`delete from auth_sessions where user_id in (select id from users where email like 'chatbench-%')`);
  // Every message updates its match row: earlier runs leave dead rows that a live server's
  // autovacuum would clear. Clear them here (autovacuum may be off), so runs compare.
  await db.execute(sql`vacuum (analyze) matches, messages, notifications, auth_sessions`);
  const sessions = await queryRows<{ id: string; user_id: string }>(db, sql`insert into auth_sessions (user_id, expires_at)
    select id, now() + interval '1 day' from users where email like 'chatbench-%' returning id, user_id`);
  const key = deriveKey(CLUSTER_SECRET, 'access-token');
  const now = Math.floor(Date.now() / 1000);
  const tokenOf = new Map(sessions.map((s) => [s.user_id, signAccessToken(key, { sub: s.user_id, sid: s.id, iat: now, exp: now + 3600 })]));
  const matches = await queryRows<{ id: string; profile1_id: string; profile2_id: string }>(db, sql`
    select x.id, x.profile1_id, x.profile2_id from matches x join profiles p on p.id = x.profile1_id
    where p.name like 'Chat %' and x.unmatched_at is null`);
  return matches.map((m) => ({
    matchId: m.id,
    users: [
      { id: m.profile1_id, token: tokenOf.get(m.profile1_id)! },
      { id: m.profile2_id, token: tokenOf.get(m.profile2_id)! },
    ],
  }));
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** Where the CPU went between `start()` and `end(messages)`: the server, this load generator, the whole machine. */
function cpuMeter(serverPid: number) {
  let server = 0;
  let client = process.cpuUsage();
  let machine = machineTicks();
  return {
    start() {
      server = processCpuMs(serverPid);
      client = process.cpuUsage();
      machine = machineTicks();
    },
    end(messages: number) {
      const used = process.cpuUsage(client);
      const now = machineTicks();
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        server_cpu_ms_per_msg: round((processCpuMs(serverPid) - server) / messages),
        bench_client_cpu_ms_per_msg: round((used.user + used.system) / 1000 / messages),
        machine_busy_pct: Math.round(((now.busy - machine.busy) / (now.total - machine.total)) * 100),
      };
    },
  };
}

/** An authenticated socket that hands every message.created event to `onMessage`. */
async function openBenchSocket(baseUrl: string, token: string, onMessage: (message: ChatMessage) => void) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ServerEvent;
      if (event.type === 'ready') resolve();
      else if (event.type === 'message.created') onMessage(event.message);
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return socket;
}

/**
 * Open loop: `rate` sends a second for `seconds`, on a 10 ms schedule that does not wait for
 * answers (a slow server shows as latency, not as a lower rate); resolves when all are answered.
 */
async function sendOpenLoop(options: { rate: number; seconds: number }, send: (n: number) => Promise<void>) {
  const total = options.rate * options.seconds;
  const tickMs = 10;
  const perTick = options.rate / (1000 / tickMs);
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / tickMs + 1) * perTick));
    while (sent < due) {
      const p: Promise<void> = send(sent).finally(() => inFlight.delete(p));
      inFlight.add(p);
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  await Promise.all(inFlight);
}

/**
 * npm run bench -- chat [--sockets N] [--rate M] [--seconds S]: a real server process on
 * DATABASE_URL, N sockets in matched pairs, M messages a second (each a POST that inserts the
 * row) for S seconds; latency from the POST leaving to the event reaching the other's socket.
 */
export async function benchChat(options: { sockets: number; rate: number; seconds: number }) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('bench chat needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/mithaq_bench');
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await migrate(database.db);
  console.error(`  populating ${options.sockets} users in pairs...`);
  const pairs = await populate(database.db, options.sockets);
  const node = await startNode({ databaseUrl, redisUrl: process.env.REDIS_URL });
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let failures = 0;
  try {
    const pid = node.process.pid!;
    const idleKb = rssKb(pid);
    console.error(`  opening ${pairs.length * 2} sockets...`);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < pairs.length; i += 100) {
      const batch = pairs.slice(i, i + 100).flatMap((pair) => pair.users.map((user) => ({ user, pair })));
      sockets.push(...(await Promise.all(batch.map(({ user }) =>
        openBenchSocket(node.baseUrl, user.token, (message) => {
          if (message.senderId === user.id) return; // the recipient's arrival is what counts
          const t0 = sentAt.get(message.clientId);
          if (t0 !== undefined) latencies.push(performance.now() - t0);
        }),
      ))));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const perSocketKb = (rssKb(pid) - idleKb) / sockets.length;

    const http = jsonPoster(node.baseUrl);
    /** One message from a random member of a random pair; its send time is kept for the latency. */
    const postMessage = async (n: number, onFailure: () => void) => {
      const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
      const sender = pair.users[Math.floor(Math.random() * 2)]!;
      const clientId = crypto.randomUUID();
      sentAt.set(clientId, performance.now());
      const status = await http.post(`/api/matches/${pair.matchId}/messages`, { clientId, content: `bench ${n}` }, { authorization: `Bearer ${sender.token}` });
      if (status !== 200) onFailure();
    };
    // A fresh process compiles its hot paths first: warm up, then measure the steady state.
    const warmupSeconds = Math.min(3, options.seconds);
    console.error(`  warming up: ${options.rate} messages/s for ${warmupSeconds} s...`);
    await sendOpenLoop({ ...options, seconds: warmupSeconds }, (sent) => postMessage(sent, () => undefined));
    // Late warm-up arrivals find no send time and are not counted.
    sentAt.clear();
    latencies.length = 0;
    console.error(`  sending ${options.rate} messages/s for ${options.seconds} s...`);
    const total = options.rate * options.seconds;
    const started = performance.now();
    const cpu = cpuMeter(pid);
    cpu.start();
    await sendOpenLoop(options, (sent) => postMessage(sent, () => (failures += 1)));
    const cpuUse = cpu.end(total);
    const deadline = performance.now() + 5000;
    while (latencies.length < total - failures && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const elapsedMs = performance.now() - started;
    for (const socket of sockets) socket.terminate();
    http.close();
    const figures = summarise(latencies, elapsedMs);
    return {
      name: 'chat',
      sockets: sockets.length,
      target_rate: options.rate,
      messages: total,
      delivered: latencies.length,
      failed: failures,
      ...figures,
      server_kb_per_socket: Math.round(perSocketKb * 10) / 10,
      server_rss_mb: Math.round(rssKb(pid) / 1024),
      ...cpuUse,
    };
  } finally {
    await node.stop();
    await database.close();
  }
}
