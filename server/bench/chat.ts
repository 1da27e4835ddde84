import { spawn } from 'node:child_process';
import path from 'node:path';
import { REALTIME_PATH } from '@mithaq/contract/realtime';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../src/features/auth/tokens';
import { openDatabase, queryRows, type Db } from '../src/platform/db/connect';
import { migrate } from '../src/platform/db/migrate';
import { deriveKey } from '../src/platform/secrets';
import { freePort } from '../test/support/local-server';
import { CLUSTER_SECRET, startNode, type Node } from '../test/support/server-process';
import { connectPairs, findKnee, rssKb, type ChatTarget, type LoadFigures, type Pair } from './chat-load';

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
  // A bench reply may come more than 48 h of bench time later than nothing: keep every match open.
  await db.execute(sql`update matches set response_timer_expires_at = null, initial_timer_expires_at = null
    where profile1_id in (select id from profiles where name like 'Chat %')`);
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

/** The minimal relay (bench/relay.ts) as a process of its own on a free port. */
async function startRelay(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'relay.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)));
  });
  return { socketUrl: `ws://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/**
 * One server under the bench's load: sockets open, a 3 s warm-up, the steady rate for
 * `seconds`, then the rate raised until it falls behind (the knee).
 */
async function measureTarget(name: string, target: ChatTarget, pairs: Pair[], options: { rate: number; seconds: number }) {
  const idleKb = rssKb(target.pid);
  console.error(`  ${name}: opening ${pairs.length * 2} sockets...`);
  const clients = await connectPairs(target, pairs);
  const perSocketKb = Math.round(((rssKb(target.pid) - idleKb) / clients.sockets) * 10) / 10;
  try {
    console.error(`  ${name}: warming up, then ${options.rate} messages/s for ${options.seconds} s...`);
    await clients.load(options.rate, 3);
    const steady: LoadFigures = await clients.load(options.rate, options.seconds);
    console.error(`  ${name}: ${JSON.stringify(steady)}\n  ${name}: raising the rate until it falls behind (p99 over 100 ms)...`);
    const { knee } = await findKnee(clients.load, options.rate);
    return { ...steady, knee_msgs_per_s: knee, kb_per_socket: perSocketKb, rss_mb: Math.round(rssKb(target.pid) / 1024) };
  } finally {
    clients.close();
  }
}

/**
 * npm run bench -- chat [--sockets N] [--rate M] [--seconds S]: a real server process on
 * DATABASE_URL, N sockets in matched pairs, M messages a second sent over the sockets (`send`
 * frames) for S seconds; latency from the frame leaving to the message reaching the other's
 * socket. Then the same against the minimal relay (one INSERT and a forward per message, no app),
 * and each one's knee. Targets (issue 18): p99 ≤ 50 ms and ≤ 0.5 ms server CPU per message at
 * 5,000 sockets and 1,000 msg/s; a knee ≥ 60 % of the relay's.
 */
export async function benchChat(options: { sockets: number; rate: number; seconds: number }) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('bench chat needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/mithaq_bench');
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await migrate(database.db);
  console.error(`  populating ${options.sockets} users in pairs...`);
  const pairs = await populate(database.db, options.sockets);
  let node: Node | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  try {
    node = await startNode({ databaseUrl, redisUrl: process.env.REDIS_URL, extra: { REALTIME_SOCKETS_PER_IP: String(options.sockets + 100) } });
    const ours = await measureTarget('mithaq', { socketUrl: `${node.baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`, pid: node.process.pid! }, pairs, options);
    await node.stop();
    node = undefined;
    relay = await startRelay(databaseUrl);
    const floor = await measureTarget('relay', relay, pairs, options);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      name: 'chat',
      sockets: pairs.length * 2,
      target_rate: options.rate,
      messages: ours.messages,
      delivered: ours.delivered,
      failed: ours.refused + ours.messages - ours.delivered,
      p50_ms: ours.p50_ms, p95_ms: ours.p95_ms, p99_ms: ours.p99_ms, ops_per_s: ours.ops_per_s,
      server_cpu_ms_per_msg: ours.server_cpu_ms_per_msg,
      server_kb_per_socket: ours.kb_per_socket,
      server_rss_mb: ours.rss_mb,
      knee_msgs_per_s: ours.knee_msgs_per_s,
      relay_p50_ms: floor.p50_ms, relay_p99_ms: floor.p99_ms, relay_ops_per_s: floor.ops_per_s,
      relay_cpu_ms_per_msg: floor.server_cpu_ms_per_msg, relay_knee_msgs_per_s: floor.knee_msgs_per_s,
      // Null when the relay kept up with no rate at all (a machine too busy to say).
      knee_ratio: floor.knee_msgs_per_s > 0 ? round(ours.knee_msgs_per_s / floor.knee_msgs_per_s) : null,
      targets_met: {
        p99: ours.p99_ms <= 50, cpu: ours.server_cpu_ms_per_msg <= 0.5,
        knee_ratio: floor.knee_msgs_per_s > 0 && ours.knee_msgs_per_s >= 0.6 * floor.knee_msgs_per_s,
      },
    };
  } finally {
    await node?.stop();
    relay?.stop();
    await database.close();
  }
}
