import crypto from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { ledgerKeys } from '@mithaq/contract/tokens';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { signAccessToken } from '../src/features/auth/tokens';
import { pay, payArguments } from '../src/features/matches/payments';
import { payProcedure } from '../src/features/matches/procedures';
import { queryRows, type Db } from '../src/platform/db/connect';
import { deriveKey } from '../src/platform/secrets';
import { CLUSTER_SECRET, startNode, type Node } from '../test/support/server-process';
import { processCpuMs } from './cpu';
import { profiled } from './cpu-profile';
import { jsonPoster } from './http-client';
import { measure, summarise } from './stats';
import { startBenchTarget } from './target';

/**
 * Unlock payments on many matches at once, three ways in one run, each on fresh couples:
 * - service: the payment service (`pay`) called C at a time in this process: the app's whole
 *   Node-side work (arguments, the one call, the events after the commit);
 * - floor: the same single SQL call (mithaq_pay, same arguments, prepared) from a bare `pg` pool
 *   of the app's size (DATABASE_POOL_SIZE, default 10), the same concurrency and no app code:
 *   what the database does on this machine now;
 *   `ratio` = service / floor, which holds from run to run on a noisy machine;
 * - http: POST /api/matches/:id/pay against a real server process (with DATABASE_URL; the
 *   embedded database has one process, so there the server runs in this one), with a lean
 *   kept-alive client.
 * Targets (issue 18, PostgreSQL on 2 cores): service ≥ 1,500/s and ≥ 25 % of the floor; HTTP ≥ 800/s, p99 ≤ 30 ms.
 */
const TOKENS_EACH = 20;
const EXPRESS_EVERY = 20; // one couple in 20 unlocks with one express payment instead of 3 + 3
const WARM_UP_COUPLES = 200;

interface Couple {
  matchId: string;
  users: [string, string];
}

interface Payment {
  userId: string;
  matchId: string;
  express: boolean;
}

/** Couples matched (payment window open) with TOKENS_EACH tokens each, made in bulk SQL; earlier runs' couples go first. */
async function populate(db: Db, couples: number): Promise<Couple[]> {
  await db.execute(sql`delete from users where email like 'paybench-%'`);
  await db.execute(sql`insert into users (email, password_hash, confirmed_at)
    select 'paybench-' || g || '@bench.test', 'not-a-hash', now() from generate_series(1, ${couples * 2}) g`);
  await db.execute(sql`insert into profiles (id, name, sex, country, city, birthday, about_me, nationality)
    select u.id, 'Payer ' || u.n, case when u.n % 2 = 0 then 'male' else 'female' end, 'GB', 'London', date '1995-01-01', 'About me', array['GB']
    from (select id, row_number() over (order by id) as n from users where email like 'paybench-%') u`);
  await db.execute(sql`insert into token_transactions (user_id, amount, type, description_key)
    select id, ${TOKENS_EACH}, 'grant', ${ledgerKeys.welcome} from profiles where name like 'Payer %'`);
  await db.execute(sql`insert into matches (profile1_id, profile2_id, payment_expires_at)
    select least(f.id, m.id), greatest(f.id, m.id), now() + interval '72 hours'
    from (select id, row_number() over (order by id) as n from profiles where name like 'Payer %' and sex = 'female') f
    join (select id, row_number() over (order by id) as n from profiles where name like 'Payer %' and sex = 'male') m on m.n = f.n`);
  await db.execute(sql`analyze`);
  const rows = await queryRows<{ id: string; profile1_id: string; profile2_id: string }>(db, sql`
    select x.id, x.profile1_id, x.profile2_id from matches x join profiles p on p.id = x.profile1_id
    where p.name like 'Payer %' order by x.id`);
  return rows.map((row) => ({ matchId: row.id, users: [row.profile1_id, row.profile2_id] }));
}

/** Both payers of each couple (or one express payer), shuffled so the load spreads over matches. */
function paymentsFor(couples: Couple[]): Payment[] {
  const payments = couples.flatMap((couple, i): Payment[] =>
    i % EXPRESS_EVERY === 0
      ? [{ userId: couple.users[0], matchId: couple.matchId, express: true }]
      : couple.users.map((userId) => ({ userId, matchId: couple.matchId, express: false })),
  );
  for (let i = payments.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [payments[i], payments[j]] = [payments[j]!, payments[i]!];
  }
  return payments;
}

/** A session and an access token signed with `key` for every bench user, for the HTTP path. */
async function accessTokens(db: Db, key: Buffer) {
  const sessions = await queryRows<{ id: string; user_id: string }>(db, sql`
    insert into auth_sessions (user_id, expires_at)
    select id, now() + interval '1 day' from users where email like 'paybench-%' returning id, user_id`);
  const now = Math.floor(Date.now() / 1000);
  return new Map(sessions.map((s) => [s.user_id, signAccessToken(key, { sub: s.user_id, sid: s.id, iat: now, exp: now + 3600 })]));
}

/**
 * Runs the payments C at a time; a payment that is not accepted counts as a failure. Also
 * reports this process's CPU per payment, a figure a busy shared machine disturbs less than latency.
 */
async function run(payments: Payment[], concurrency: number, send: (payment: Payment, i: number) => Promise<boolean>) {
  let failures = 0;
  const cpu = process.cpuUsage();
  const { latencies, elapsedMs } = await measure(payments.length, concurrency, async (i) => {
    if (!(await send(payments[i]!, i))) failures++;
  });
  const used = process.cpuUsage(cpu);
  const cpuMsPerOp = Math.round(((used.user + used.system) / 1000 / Math.max(1, payments.length)) * 100) / 100;
  return { ...summarise(latencies, elapsedMs), cpu_ms_per_op: cpuMsPerOp, failures };
}

/**
 * After the run: Σ ledger = balance for every bench user, and every payer was debited exactly
 * once (the amount they chose) while nobody else was debited at all.
 */
async function verify(db: Db, payments: Payment[]) {
  const rows = await queryRows<{ id: string; balance: number; ledger: number; debits: number; debited: number }>(db, sql`
    select p.id, p.token_balance as balance, coalesce(sum(t.amount), 0)::int as ledger,
           count(t.id) filter (where t.type in ('payment', 'express_payment'))::int as debits,
           coalesce(-sum(t.amount) filter (where t.type in ('payment', 'express_payment')), 0)::int as debited
    from profiles p left join token_transactions t on t.user_id = p.id
    where p.name like 'Payer %' group by p.id`);
  const expected = new Map(payments.map((p) => [p.userId, p.express ? 6 : 3]));
  const ledgerMismatches = rows.filter((row) => row.balance !== row.ledger).length;
  const wrongDebits = rows.filter((row) => row.debits !== (expected.has(row.id) ? 1 : 0) || row.debited !== (expected.get(row.id) ?? 0)).length;
  return { users: rows.length, ledgerMismatches, wrongDebits };
}

/**
 * The floor: mithaq_pay straight from a bare pool as large as the app's, `concurrency` calls in
 * flight as for the app, its arguments made before the clock starts, so the timed loop holds no
 * app code at all.
 */
async function floorRun(
  database: { url: string | undefined; poolSize: number; runOnEmbedded: (values: unknown[]) => Promise<unknown> },
  payments: Payment[],
  concurrency: number,
) {
  const values = payments.map((p) => payProcedure.values(payArguments(p.userId, p.matchId, p.express, crypto.randomUUID(), new Date())));
  const { url, poolSize, runOnEmbedded } = database;
  const pool = url ? new pg.Pool({ connectionString: url, max: poolSize }) : null;
  try {
    const call = pool ? (v: unknown[]) => pool.query({ name: payProcedure.name, text: payProcedure.text, values: v }) : runOnEmbedded;
    return await run(payments, concurrency, (_p, i) => call(values[i]!).then(() => true, () => false));
  } finally {
    await pool?.end();
  }
}

export async function benchPayments(args: { requests: number; concurrency: number; couples: number; profile?: string }) {
  const target = await startBenchTarget();
  let node: Node | undefined;
  try {
    const { platform } = target;
    const { db, kind } = platform.database;
    const url = process.env.DATABASE_URL;
    if (kind === 'pglite') console.error('DATABASE_URL is not set: embedded PGlite (one connection). The targets are about PostgreSQL.');
    const n = args.couples;
    console.error(`creating ${2 * WARM_UP_COUPLES + 3 * n} matched couples (${kind})...`);
    const couples = await populate(db, 2 * WARM_UP_COUPLES + 3 * n);
    const slice = (from: number, count: number) => paymentsFor(couples.slice(from, from + count)).slice(0, args.requests);
    const warmUp = slice(0, WARM_UP_COUPLES);
    const viaService = slice(WARM_UP_COUPLES, n);
    const viaFloor = slice(WARM_UP_COUPLES + n, n);
    const httpWarmUp = slice(WARM_UP_COUPLES + 2 * n, WARM_UP_COUPLES);
    const viaHttp = slice(2 * WARM_UP_COUPLES + 2 * n, n);

    const auth = (userId: string) => ({ userId, sessionId: '', role: 'user' as const, email: '', secondFactorAt: null });
    const callService = (p: Payment) => pay(platform, auth(p.userId), p.matchId, p.express, crypto.randomUUID()).then(() => true, () => false);
    await run(warmUp, args.concurrency, callService);
    console.error(`service: ${viaService.length} payments, ${args.concurrency} at a time...`);
    const service = await profiled(args.profile, () => run(viaService, args.concurrency, callService));
    console.error(`service: ${JSON.stringify(service)}\nfloor (bare pg, same call and concurrency): ${viaFloor.length} payments...`);
    const runOnEmbedded = (values: unknown[]) => platform.database.run(payProcedure.name, payProcedure.text, values);
    const floor = await floorRun({ url, poolSize: platform.config.databasePoolSize, runOnEmbedded }, viaFloor, args.concurrency);
    console.error(`floor: ${JSON.stringify(floor)}`);

    // The HTTP path: a server process of its own when there is PostgreSQL (the load generator
    // stays out of its event loop), signing tokens with that server's key.
    node = url ? await startNode({ databaseUrl: url }) : undefined;
    const baseUrl = node?.baseUrl ?? target.baseUrl;
    const tokens = await accessTokens(db, node ? deriveKey(CLUSTER_SECRET, 'access-token') : platform.keys.accessToken);
    const http = jsonPoster(baseUrl);
    const overHttp = async (p: Payment) => {
      const status = await http.post(`/api/matches/${p.matchId}/pay`, { express: p.express }, {
        authorization: `Bearer ${tokens.get(p.userId)}`,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
      });
      return status === 200;
    };
    await run(httpWarmUp, args.concurrency, overHttp);
    console.error(`HTTP (${node ? 'server process' : 'in this process'}): ${viaHttp.length} payments...`);
    const serverCpuBefore = node ? processCpuMs(node.process.pid!) : 0;
    const overHttpFigures = await run(viaHttp, args.concurrency, overHttp);
    const httpServerCpuMsPerOp = node ? Math.round(((processCpuMs(node.process.pid!) - serverCpuBefore) / viaHttp.length) * 100) / 100 : null;
    http.close();
    console.error(`http: ${JSON.stringify(overHttpFigures)}`);

    const checks = await verify(db, [...warmUp, ...viaService, ...viaFloor, ...httpWarmUp, ...viaHttp]);
    console.error(`verified ${checks.users} users: ${checks.ledgerMismatches} ledger/balance mismatches, ${checks.wrongDebits} payers not debited exactly once`);
    const ratio = Math.round((service.ops_per_s / Math.max(1, floor.ops_per_s)) * 100) / 100;
    const result = {
      name: 'payments', database: kind, couples: n, concurrency: args.concurrency, pool: platform.config.databasePoolSize, requests: viaService.length,
      p50_ms: service.p50_ms, p95_ms: service.p95_ms, p99_ms: service.p99_ms, ops_per_s: service.ops_per_s, cpu_ms_per_op: service.cpu_ms_per_op,
      floor_p50_ms: floor.p50_ms, floor_p99_ms: floor.p99_ms, floor_ops_per_s: floor.ops_per_s, ratio,
      http_requests: viaHttp.length, http_p50_ms: overHttpFigures.p50_ms, http_p95_ms: overHttpFigures.p95_ms, http_p99_ms: overHttpFigures.p99_ms,
      http_ops_per_s: overHttpFigures.ops_per_s, http_server_cpu_ms_per_op: httpServerCpuMsPerOp,
      failures: service.failures + floor.failures + overHttpFigures.failures,
      ledger_mismatches: checks.ledgerMismatches, payers_not_debited_once: checks.wrongDebits,
      targets_met: {
        service_ops: service.ops_per_s >= 1500, ratio: ratio >= 0.25,
        http_ops: overHttpFigures.ops_per_s >= 800, http_p99: overHttpFigures.p99_ms <= 30,
      },
    };
    if (checks.ledgerMismatches || checks.wrongDebits || result.failures) {
      console.log(JSON.stringify(result));
      throw new Error('payments benchmark: a payment failed, or the ledger and balances disagree');
    }
    return result;
  } finally {
    await node?.stop();
    await target.close();
  }
}
