import crypto from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../src/features/auth/tokens';
import { pay } from '../src/features/matches/payments';
import { queryRows, type Db } from '../src/platform/db/connect';
import { measure, summarise } from './stats';
import { startBenchTarget, type BenchTarget } from './target';

/**
 * Unlock payments on many matches at once. The target (≥ 2,000 tx/s, p99 ≤ 15 ms on
 * PostgreSQL) is about the payment transaction, so the headline figures call the service
 * (`pay`: idempotency key, match and balance row locks, ledger insert, match update,
 * notification) directly, C at a time. The same load through real HTTP (auth, routing,
 * validation, JSON) on fresh couples is reported as `http_*`: client and server share one
 * process there, so it is a floor, not the server's ceiling.
 */
const TOKENS_EACH = 20;
const EXPRESS_EVERY = 20; // one couple in 20 unlocks with one express payment instead of 3 + 3
const WARM_UP_COUPLES = 200;
const HTTP_COUPLES = 500; // the HTTP figure is a side note: a smaller sample keeps the run short

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
  await db.execute(sql`insert into token_transactions (user_id, amount, type, description)
    select id, ${TOKENS_EACH}, 'grant', 'Welcome tokens' from profiles where name like 'Payer %'`);
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

/** A session and a signed access token for every bench user, for the HTTP path. */
async function accessTokens(target: BenchTarget) {
  const sessions = await queryRows<{ id: string; user_id: string }>(target.platform.database.db, sql`
    insert into auth_sessions (user_id, expires_at)
    select id, now() + interval '1 day' from users where email like 'paybench-%' returning id, user_id`);
  const now = Math.floor(Date.now() / 1000);
  const key = target.platform.keys.accessToken;
  return new Map(sessions.map((s) => [s.user_id, signAccessToken(key, { sub: s.user_id, sid: s.id, iat: now, exp: now + 3600 })]));
}

/**
 * Runs the payments C at a time; a payment that is not accepted counts as a failure. Also
 * reports this process's CPU per payment, a figure a busy shared machine disturbs less than
 * latency.
 */
async function run(payments: Payment[], concurrency: number, send: (payment: Payment) => Promise<boolean>) {
  let failures = 0;
  const cpu = process.cpuUsage();
  const { latencies, elapsedMs } = await measure(payments.length, concurrency, async (i) => {
    if (!(await send(payments[i]!))) failures++;
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

export async function benchPayments(args: { requests: number; concurrency: number; couples: number }) {
  const target = await startBenchTarget();
  try {
    const { platform } = target;
    const { db, kind } = platform.database;
    if (kind === 'pglite') console.error('DATABASE_URL is not set: embedded PGlite (one connection). The target is about PostgreSQL.');
    const httpCouples = Math.min(args.couples, HTTP_COUPLES);
    console.error(`creating ${WARM_UP_COUPLES + args.couples + httpCouples} matched couples (${kind})...`);
    const couples = await populate(db, WARM_UP_COUPLES + args.couples + httpCouples);
    const warmUp = paymentsFor(couples.slice(0, WARM_UP_COUPLES));
    const direct = paymentsFor(couples.slice(WARM_UP_COUPLES, WARM_UP_COUPLES + args.couples)).slice(0, args.requests);
    const overHttp = paymentsFor(couples.slice(WARM_UP_COUPLES + args.couples)).slice(0, args.requests);

    const viaService = (p: Payment) =>
      pay(platform, { userId: p.userId, sessionId: '', role: 'user', email: '' }, p.matchId, p.express, crypto.randomUUID()).then(() => true, () => false);
    const tokens = await accessTokens(target);
    const viaHttp = async (p: Payment) => {
      const response = await fetch(`${target.baseUrl}/api/matches/${p.matchId}/pay`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.get(p.userId)}`,
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
        },
        body: JSON.stringify({ express: p.express }),
      });
      await response.arrayBuffer();
      return response.status === 200;
    };

    await run(warmUp, args.concurrency, viaService);
    console.error(`service path: ${direct.length} payments, ${args.concurrency} at a time...`);
    const service = await run(direct, args.concurrency, viaService);
    console.error(`service: ${JSON.stringify(service)}\nHTTP path: ${overHttp.length} payments...`);
    const http = await run(overHttp, args.concurrency, viaHttp);
    console.error(`http: ${JSON.stringify(http)}`);
    const checks = await verify(db, [...warmUp, ...direct, ...overHttp]);
    console.error(`verified ${checks.users} users: ${checks.ledgerMismatches} ledger/balance mismatches, ${checks.wrongDebits} payers not debited exactly once`);
    const result = {
      name: 'payments', database: kind, couples: args.couples, concurrency: args.concurrency, requests: direct.length,
      p50_ms: service.p50_ms, p95_ms: service.p95_ms, p99_ms: service.p99_ms, ops_per_s: service.ops_per_s, cpu_ms_per_op: service.cpu_ms_per_op,
      failures: service.failures, http_requests: overHttp.length, http_p50_ms: http.p50_ms, http_p95_ms: http.p95_ms, http_p99_ms: http.p99_ms,
      http_ops_per_s: http.ops_per_s, http_cpu_ms_per_op: http.cpu_ms_per_op,
      http_failures: http.failures, ledger_mismatches: checks.ledgerMismatches, payers_not_debited_once: checks.wrongDebits,
    };
    if (checks.ledgerMismatches || checks.wrongDebits || service.failures || http.failures) {
      console.log(JSON.stringify(result));
      throw new Error('payments benchmark: a payment failed, or the ledger and balances disagree');
    }
    return result;
  } finally {
    await target.close();
  }
}
