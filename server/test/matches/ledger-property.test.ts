import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTimers } from '../../src/features/matches/timers';
import { grantWeeklyTokens } from '../../src/features/tokens/weekly-grant';
import { matches } from '../../src/platform/db/schema/matches';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, type CallResult } from '../support/client';
import { createProfile } from '../support/factories';
import { LedgerModel, viewOfModel, viewOfRow, type Entry, type Expected, type ModelMatch } from '../support/ledger-model';
import { accessTokenNow, doubleCharges, ledgerMismatches, ledgerOf, sendMessage } from '../support/matches';
import { seededRandom, type Random } from '../support/random';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Property test of the ledger: random sequences of payments, unmatches, rematches, messages,
 * timer expiries and weekly grants over six members, each step checked against an
 * independent model of DESIGN §4. A failure names its seed; LEDGER_SEED=<seed> replays it.
 */
// Sweeps and weekly grants act on every row: this file has a database of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const FIXED_SEQUENCES = 10;
const FRESH_SEQUENCES = 2;
const STEPS = 40;
const HOUR = 3_600_000;
const START = Date.parse('2026-03-02T09:00:00Z');
// Fixed seeds keep the suite (and its coverage check) deterministic; fresh seeds keep exploring.
const replaySeed = process.env.LEDGER_SEED;
const seeds = replaySeed
  ? [Number(replaySeed)]
  : [...Array.from({ length: FIXED_SEQUENCES }, (_, i) => i + 1), ...Array.from({ length: FRESH_SEQUENCES }, () => crypto.randomInt(1000, 2 ** 31))];

const db = () => server.platform.database.db;
const now = () => server.clock.now();

interface Member { id: string; email: string; name: string }
interface Request { member: Member; key: string; op: 'pay' | 'rematch'; matchId: string; express: boolean }
interface Snapshot { ledgerRows: number; balances: Record<string, number> }
interface Run { rng: Random; model: LedgerModel; members: Member[]; matchIds: string[]; sent: Request[]; succeeded: Request[]; log: string[]; covered: Set<string>; checked?: Snapshot }

/** What the fixed-seed sequences exercised (answers, sweep and grant effects): checked at the end so the property is never vacuous. */
const covered = new Set<string>();

const tokens = new Map<string, { at: number; token: string }>();
async function tokenOf(member: Member) {
  const at = now().getTime();
  const cached = tokens.get(member.id);
  // Access tokens live 15 minutes of clock time; a fresh one after 10.
  if (cached && at >= cached.at && at - cached.at < 10 * 60_000) return cached.token;
  const token = await accessTokenNow(server, member);
  tokens.set(member.id, { at, token });
  return token;
}

async function populate(run: Run) {
  const women: Member[] = [];
  const men: Member[] = [];
  for (const [names, sex, group] of [[['Maryam', 'Aisha', 'Khadija'], 'female', women], [['Yusuf', 'Omar', 'Bilal'], 'male', men]] as const) {
    for (const name of names) {
      const welcomeTokens = run.rng.int(4, 16);
      const profile = await createProfile(db(), { name, sex, welcomeTokens });
      group.push({ id: profile.id, email: profile.email, name });
      run.model.addUser(profile.id, name, welcomeTokens);
    }
  }
  run.members.push(...women, ...men);
  const pairs = women.flatMap((woman, i) => men.map((man, j) => ({ woman, man, chosen: run.rng.chance(0.5) || i === j })));
  for (const { woman, man } of pairs.filter((pair) => pair.chosen)) {
    await seenByEachOther(db(), woman.id, man.id);
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: await tokenOf(woman) });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: await tokenOf(man) });
    expect(liked.body.matchId).toBeTruthy();
    run.matchIds.push(liked.body.matchId);
    run.model.addMatch(liked.body.matchId, woman.id, man.id, now());
  }
}

/** Global ledger size and the members' balances (one query): what a refused request must leave alone. */
async function snapshot(run: Run): Promise<Snapshot> {
  const rows = await db()
    .select({ id: profiles.id, balance: profiles.tokenBalance, ledgerRows: sql<number>`(select count(*)::int from token_transactions)` })
    .from(profiles)
    .where(inArray(profiles.id, run.members.map((m) => m.id)));
  return { ledgerRows: rows[0]!.ledgerRows, balances: Object.fromEntries(rows.map((row) => [row.id, row.balance])) };
}

/**
 * Sends a request and checks the model's expected answer. A request the model says wrote
 * nothing must leave the ledger and the balances as the last check found them.
 */
async function expectAnswer(run: Run, label: string, expected: () => Expected, send: () => Promise<CallResult>) {
  const written = run.model.entries.length;
  const want = expected();
  const answer = await send();
  run.log.push(`${label} -> ${answer.status} ${JSON.stringify(answer.body)}`);
  run.covered.add(`${label.split(' ')[0]} ${answer.status}`);
  expect({ status: answer.status, body: answer.body }, label).toEqual(want);
  if (run.model.entries.length === written) expect(await snapshot(run), `${label} wrote nothing`).toEqual(run.checked);
  return want;
}

const memberOf = (run: Run, id: string) => run.members.find((m) => m.id === id)!;
/** Mostly a match where the operation can succeed (so the sequence goes somewhere), now and then any match. */
function pickMatch(run: Run, useful: (m: ModelMatch) => boolean = () => true) {
  const all = [...run.model.matches.values()];
  const candidates = all.filter(useful);
  return run.rng.pick(candidates.length && run.rng.chance(0.85) ? candidates : all);
}
/**
 * A participant (mostly one for whom `prefer` holds, so the sequence goes somewhere), or now
 * and then someone outside the match, who must get a 404.
 */
function caller(run: Run, match: ModelMatch, outsiders = 0, prefer: (userId: string) => boolean = () => true) {
  if (run.rng.chance(outsiders)) return run.rng.pick(run.members.filter((m) => !match.users.includes(m.id)));
  const preferred = match.users.filter(prefer);
  return memberOf(run, run.rng.pick(preferred.length && run.rng.chance(0.7) ? preferred : match.users));
}

async function idempotent(run: Run, request: Request) {
  const { member, key, op, matchId, express } = request;
  const answer = await expectAnswer(
    run,
    `${op} ${member.name} ${matchId.slice(0, 8)}${express ? ' express' : ''} key=${key}`,
    () => (op === 'pay' ? run.model.pay(member.id, matchId, express, key, now()) : run.model.rematch(member.id, matchId, key, now())),
    async () => call(server, 'POST', `/api/matches/${matchId}/${op}`, op === 'pay' ? { express } : undefined, { token: await tokenOf(member), headers: { 'idempotency-key': key } }),
  );
  (answer.status === 200 ? run.succeeded : run.sent).push(request);
}

/** An earlier idempotent request: mostly one that succeeded (its key is stored), now and then a refused one (it is not). */
function earlier(run: Run): Request | undefined {
  const pool = run.succeeded.length && (run.rng.chance(0.8) || !run.sent.length) ? run.succeeded : run.sent;
  return pool.length ? run.rng.pick(pool) : undefined;
}

const payable = (m: ModelMatch) => m.active && !m.unlocked;
const newKey = (run: Run) => `key-${run.rng.int(0, 2 ** 30)}`;

async function sweep(run: Run) {
  const written = run.model.entries.length;
  run.model.sweep(now());
  await sweepTimers(server.platform);
  run.model.entries.slice(written).forEach((entry) => run.covered.add(`sweep ${entry.type}`));
}

async function weekly(run: Run) {
  const written = run.model.entries.length;
  run.model.weekly(now());
  await grantWeeklyTokens(server.platform);
  run.covered.add(run.model.entries.length > written ? 'weekly grant' : 'weekly nothing');
}

type Operation = (run: Run) => Promise<unknown>;

const payOp = (express: boolean): Operation => (run) => {
  const m = pickMatch(run, payable);
  const member = caller(run, m, 0.1, (userId) => m.paid[userId] === 0);
  return idempotent(run, { member, key: newKey(run), op: 'pay', matchId: m.id, express });
};

/** Rematch an ended match: mostly by someone allowed to, now and then by the one who was unmatched. */
const rematchOp: Operation = (run) => {
  const m = pickMatch(run, (x) => !x.active);
  const allowed = (userId: string) => m.initiator === null || m.initiator === userId;
  const member = run.rng.chance(0.3) ? caller(run, m, 0, (userId) => !allowed(userId)) : caller(run, m, 0.05, allowed);
  return idempotent(run, { member, key: newKey(run), op: 'rematch', matchId: m.id, express: false });
};

const unmatchOp: Operation = (run) => {
  const m = pickMatch(run, (x) => x.active);
  const member = caller(run, m, 0.05);
  return expectAnswer(run, `unmatch ${member.name} ${m.id.slice(0, 8)}`, () => run.model.unmatch(member.id, m.id),
    async () => call(server, 'POST', `/api/matches/${m.id}/unmatch`, undefined, { token: await tokenOf(member) }));
};

/** The same request again (its stored answer, or a fresh run if it was refused). */
const replayOp: Operation = async (run) => {
  const r = earlier(run);
  if (r) await idempotent(run, r);
};

/** The same key for another request: refused when the key is stored. */
const reuseKeyOp: Operation = async (run) => {
  const r = earlier(run);
  if (r) await idempotent(run, r.op === 'pay' ? { ...r, express: !r.express } : { ...r, op: 'pay', express: false });
};

/** A chat message through the real send route (which restarts the reply timer); the model knows its sender and text. */
const messageOp: Operation = (run) => {
  const open = (x: ModelMatch) => x.active && x.unlocked;
  // No open chat yet: mostly work towards one instead.
  if (![...run.model.matches.values()].some(open) && run.rng.chance(0.8)) return payOp(false)(run);
  const m = pickMatch(run, open);
  const member = caller(run, m, 0.05);
  const content = `Salaam ${run.rng.int(1, 999)}`;
  return expectAnswer(run, `message ${member.name} ${m.id.slice(0, 8)}`, () => run.model.message(member.id, m.id, content, now()), async () => {
    const sent = await sendMessage(server, await tokenOf(member), m.id, content);
    return sent.status === 200 ? { ...sent, body: { message: { senderId: sent.body.message.senderId, content: sent.body.message.content } } } : sent;
  });
};

const timePassesOp: Operation = async (run) => {
  server.clock.advance(run.rng.int(1, 8) * HOUR + run.rng.int(0, 59) * 60_000);
  run.log.push(`time passes to ${now().toISOString()}, sweep`);
  await sweep(run);
};

/** The clock exactly at a timer's expiry, a millisecond before it, or a little after; then a sweep. */
const timerOp: Operation = async (run) => {
  const timed = [...run.model.matches.values()].filter((m) => run.model.nextDue(m) !== null);
  if (!timed.length) return;
  const at = run.model.nextDue(run.rng.pick(timed))! + run.rng.pick([-1, 0, run.rng.int(1, 300) * 60_000]);
  server.clock.set(new Date(Math.max(at, now().getTime())));
  run.log.push(`clock to a timer ${now().toISOString()}, sweep`);
  await sweep(run);
};

const newWeekOp: Operation = async (run) => {
  const today = now();
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ((8 - today.getUTCDay()) % 7 || 7));
  server.clock.set(new Date(monday + run.rng.int(0, 180) * 60_000));
  run.log.push(`new ISO week ${now().toISOString()}, sweep, weekly grant`);
  await sweep(run);
  await weekly(run);
};

const weeklyAgainOp: Operation = async (run) => {
  run.log.push(`weekly grant again at ${now().toISOString()}`);
  await weekly(run);
};

const operations: (readonly [number, Operation])[] = [
  [22, payOp(false)], [9, payOp(true)], [14, rematchOp], [10, unmatchOp], [6, replayOp], [3, reuseKeyOp],
  [12, messageOp], [7, timePassesOp], [5, timerOp], [2, newWeekOp], [2, weeklyAgainOp],
];

const entryKey = (e: Entry) => `${e.userId} ${e.type} ${e.amount} ${e.referenceId} ${e.description}`;

async function checkInvariants(run: Run) {
  expect(await ledgerMismatches(server), 'Σ ledger = balance for every user').toEqual([]);
  const rows = await ledgerOf(server, run.members.map((m) => m.id));
  expect(rows.map(entryKey).sort(), 'ledger rows').toEqual(run.model.entries.map(entryKey).sort());
  const state = await snapshot(run);
  expect(state.balances, 'balances').toEqual(Object.fromEntries(run.model.balances));
  expect(doubleCharges(rows), 'unlock payments per round').toEqual([]);
  const views = (await db().select().from(matches).where(inArray(matches.id, run.matchIds))).map(viewOfRow);
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(views.sort(byId), 'match rows').toEqual([...run.model.matches.values()].map(viewOfModel).sort(byId));
  run.checked = state;
}

describe('the ledger under random sequences (seeded; LEDGER_SEED=<seed> replays one)', () => {
  it.each(seeds)(`seed %i: ${STEPS} steps keep Σ ledger = balance, charge nobody twice and agree with the model`, async (seed) => {
    const run: Run = { rng: seededRandom(seed), model: new LedgerModel(), members: [], matchIds: [], sent: [], succeeded: [], log: [], covered: new Set() };
    server.clock.set(new Date(START + run.rng.int(0, 7 * 24) * HOUR));
    await populate(run);
    await checkInvariants(run);
    for (let step = 1; step <= STEPS; step++) {
      try {
        await run.rng.weighted(operations)(run);
        await checkInvariants(run);
      } catch (error) {
        const replay = `LEDGER_SEED=${seed} npx vitest run server/test/matches/ledger-property.test.ts`;
        throw new Error(`seed ${seed}, step ${step} (replay: ${replay})\nlast steps:\n  ${run.log.slice(-12).join('\n  ')}\n${(error as Error).message}`, { cause: error });
      }
    }
    if (seed <= FIXED_SEQUENCES) run.covered.forEach((path) => covered.add(path));
  });

  if (!replaySeed) {
    it('the fixed seeds exercised every path: payments, refusals, unmatches, rematches, messages, refunds, penalties and grants', () => {
      expect([...covered].sort()).toEqual(expect.arrayContaining([
        'message 200', 'message 409', 'pay 200', 'pay 400', 'pay 404', 'pay 409', 'rematch 200', 'rematch 400', 'rematch 403',
        'rematch 409', 'sweep penalty', 'sweep refund', 'unmatch 200', 'unmatch 409', 'weekly grant', 'weekly nothing',
      ]));
    });
  }
});
