import { inactivity } from '@mithaq/contract/constants';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db/connect';
import type { DeckQuery } from '../src/features/discover/repo';
import { deck } from '../src/features/discover/service';
import { deckPlan } from './discover-plan';
import { measure, summarise } from './stats';
import { startBenchTarget } from './target';

const COUNTRIES = ['GB', 'US', 'PK', 'IN', 'MY', 'ID', 'SA', 'AE', 'EG', 'TR', 'NG', 'FR', 'DE', 'CA', 'BD', 'MA', 'DZ', 'QA', 'KW', 'JO'];

async function count(db: Db, query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
}

/**
 * N profiles, half each sex, across 20 countries, created over a year; `heavy` swipers
 * (half each sex) who acted on the newest 5,000 profiles of the other sex (the worst case:
 * the deck must step over all of them), ordinary users with 50 actions, some blocks, and
 * one to three pictures per profile (every card carries signed picture URLs).
 * Generated in SQL (generate_series), so a million rows take minutes, not hours.
 */
async function populate(db: Db, n: number, heavy: number) {
  const countryArray = sql.raw(`(array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])`);
  const other = sql.raw(`(case when v.sex = 'male' then 'female' else 'male' end)`);
  const started = performance.now();
  const step = (label: string) => console.error(`  ${label}: ${Math.round((performance.now() - started) / 1000)} s`);
  // Each step runs only if its rows are missing, so a large population is generated once and reused.
  if ((await count(db, sql`select count(*)::int as n from profiles where name like 'Bench %'`)) < n) {
    await db.execute(sql`delete from users where email like 'bench-%'`);
    await db.execute(sql`insert into users (email, password_hash, confirmed_at)
      select 'bench-' || g || '@bench.test', 'not-a-hash', now() from generate_series(1, ${n}) g`);
    await db.execute(sql`insert into profiles (id, name, sex, country, city, birthday, about_me, nationality, height, created_at)
      select u.id, 'Bench ' || u.n, case when u.n % 2 = 0 then 'male' else 'female' end,
             ${countryArray}[1 + (u.n % ${COUNTRIES.length})], 'City',
             date '1966-01-01' + ((u.n * 7919) % 14000)::int, 'About me', array['GB'], 130 + (u.n % 71),
             now() - ((u.n * 104729) % 31536000) * interval '1 second'
      from (select id, row_number() over (order by id) as n from users where email like 'bench-%') u`);
    await db.execute(sql`analyze profiles`);
    step('profiles');
  }
  const viewers = sql`(select id, sex from profiles where name like 'Bench %' order by id limit ${heavy + Math.floor(n / 20)})`;
  if ((await count(db, sql`select count(*)::int as n from profile_actions a join ${viewers} v on v.id = a.from_profile_id`)) === 0) {
    // Heavy swipers acted on the newest 5,000 of the other sex: the deck must step over all of them.
    await db.execute(sql`insert into profile_actions (from_profile_id, to_profile_id, action)
      select v.id, t.id, case when t.rn % 3 = 0 then 'like' else 'pass' end
      from (select * from ${viewers} x limit ${heavy}) v
      cross join lateral (
        select p.id, row_number() over () as rn from profiles p
        where p.sex = ${other} and p.is_active order by p.created_at desc, p.id desc limit 5000
      ) t on conflict do nothing`);
    step('heavy swipers');
    // Ordinary members passed on 50 profiles somewhere in their first few hundred cards.
    await db.execute(sql`insert into profile_actions (from_profile_id, to_profile_id, action)
      select v.id, t.id, 'pass'
      from (select * from ${viewers} x offset ${heavy}) v
      cross join lateral (
        select p.id from profiles p where p.sex = ${other} and p.is_active
        order by p.created_at desc, p.id desc offset (abs(hashtext(v.id::text)) % 500) limit 50
      ) t on conflict do nothing`);
    step('ordinary actions');
    await db.execute(sql`insert into blocked_profiles (blocker_id, blocked_id)
      select a.id, b.id from (select id, row_number() over (order by id) r from profiles where sex = 'male' limit ${Math.floor(n / 50)}) a
      join (select id, row_number() over (order by id desc) r from profiles where sex = 'female' limit ${Math.floor(n / 50)}) b on a.r = b.r
      on conflict do nothing`);
    step('blocks');
  }
  if ((await count(db, sql`select count(*)::int as n from (select 1 from profile_pictures where storage_path like 'bench/%' limit 1) x`)) === 0) {
    await db.execute(sql`insert into profile_pictures (profile_id, storage_path, thumb_path, position, width, height)
      select p.id, 'bench/' || p.id || '/' || g || '.webp', 'bench/' || p.id || '/' || g || '-thumb.webp', g, 800, 1000
      from profiles p cross join lateral generate_series(0, abs(hashtext(p.id::text)) % 3) g
      where p.name like 'Bench %'`);
    step('pictures');
  }
  // A live server's autovacuum keeps statistics and the visibility map current (index-only
  // scans rely on it); right after a bulk load, or where autovacuum is off, do it here.
  await db.execute(sql`vacuum (analyze) profiles, profile_actions, blocked_profiles, profile_pictures`);
  step('vacuum');
}

/** The deck a heavy swiper sees with no filters, and with narrow ones (few matches per index page). */
function planQueries(viewerId: string): DeckQuery[] {
  // The inactivity cutoff as the service computes it (every bench profile was active at its insert).
  const activeSince = new Date(Date.now() - inactivity.inactiveAfterMs).toISOString();
  const base = { viewerId, oldestBirthday: '1945-01-01', youngestBirthday: '2008-01-01', heightRange: null, countries: [], verifiedOnly: false, intentions: {}, activeSince, after: null, limit: 10 };
  return [
    base,
    { ...base, oldestBirthday: '1990-01-01', youngestBirthday: '1991-01-01', heightRange: [180, 182], countries: ['GB'] },
    { ...base, verifiedOnly: true },
  ];
}

export async function benchDiscover(args: { requests: number; concurrency: number; profiles: number; heavy: number }) {
  const target = await startBenchTarget();
  try {
    const { platform } = target;
    console.error(`populating ${args.profiles} profiles (${platform.database.kind})...`);
    await populate(platform.database.db, args.profiles, args.heavy);
    // The heavy swipers are the first `heavy` ids; ordinary viewers are sampled after them
    // (heavy swipers are a tiny share of a real population, so they get their own figure).
    const sample = await queryRows<{ id: string; sex: 'male' | 'female' }>(platform.database.db,
      sql`select id, sex from profiles where name like 'Bench %' order by id limit ${args.heavy + 400}`);
    const heavyViewers = sample.slice(0, args.heavy);
    const viewers = sample.slice(args.heavy);
    const plans = [];
    for (const query of planQueries(heavyViewers[0]!.id)) plans.push(await deckPlan(platform.database.db, query));
    const materialized = plans.some((p) => p.materialized);
    const hashed = plans.every((p) => p.hashed);
    const run = async (pool: typeof viewers, concurrency: number, requests: number) => {
      const call = async (i: number) => {
        const viewer = pool[i % pool.length]!;
        await deck(platform, { userId: viewer.id, sessionId: '', role: 'user', email: '', secondFactorAt: null }, {}, undefined, 10, '127.0.0.1');
      };
      await measure(Math.min(200, requests), concurrency, call);
      // The service runs in this process: its CPU per call is the Node side of the cost.
      const cpu = process.cpuUsage();
      const { latencies, elapsedMs } = await measure(requests, concurrency, call);
      const used = process.cpuUsage(cpu);
      return { ...summarise(latencies, elapsedMs), node_cpu_ms_per_op: Math.round(((used.user + used.system) / 1000 / requests) * 1000) / 1000 };
    };
    const single = await run(viewers, 1, Math.min(args.requests, 1000));
    const eight = await run(viewers, 8, args.requests);
    const heavyWorst = await run(heavyViewers, 1, Math.min(args.requests, 500));
    if (materialized || !hashed) for (const p of plans) console.error(JSON.stringify(p.plans, null, 1));
    console.error(`1 client: ${JSON.stringify(single)}\n8 clients: ${JSON.stringify(eight)}\nheavy swipers (5,000 actions), 1 client: ${JSON.stringify(heavyWorst)}`);
    const result = {
      name: 'discover', database: platform.database.kind, profiles: args.profiles, concurrency: 8, ...eight,
      single_p50_ms: single.p50_ms, single_p95_ms: single.p95_ms, single_p99_ms: single.p99_ms,
      heavy_p95_ms: heavyWorst.p95_ms, heavy_p99_ms: heavyWorst.p99_ms,
      plan_materializes_seen_list: materialized,
      plan_hashes_exclusions: hashed,
      // PostgreSQL runs the unfiltered deck's named statement on its cached generic plan (no
      // planning per call); PGlite plans every call, so there it does not apply.
      plan_generic: platform.database.kind === 'postgres' ? plans[0]!.generic : null,
    };
    if (materialized || !hashed) {
      console.log(JSON.stringify(result));
      throw new Error('The deck query plan rescans the seen list for each candidate');
    }
    return result;
  } finally {
    await target.close();
  }
}
