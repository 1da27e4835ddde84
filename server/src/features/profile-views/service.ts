import { discoverMessages } from '@mithaq/contract/discover';
import { DomainError } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import type { Taken } from '../../platform/daily-allowance';
import type { Platform } from '../../platform/platform';
import { takeNetworkBudget } from '../networks/public';
import * as repo from './repo';

/**
 * What each member has been shown: the deck history (a member may block or report anyone in
 * it, and may like only someone in it) and the measure of the daily view quota, which keeps a
 * fake account from collecting the members' profiles, and of the network's daily budget, which
 * keeps many new accounts on one connection from doing it together (networks/budget.ts). Every
 * profile served to a member goes through here first.
 */
type Deps = Pick<Platform, 'config' | 'clock' | 'database'>;

/**
 * Pairs this process has seen recorded, per database, so a page or list made only of people the
 * member was already shown (a list fetched again, the same deck page) costs no statement. A
 * view is taken back only by a deleted profile (shown to nobody) or by the pruning of rows older
 * than the deck history's period (retention.ts): so a viewer's set starts afresh after a day,
 * and a profile pruned while still remembered here is recorded again at its next showing a day
 * later at most. Bounded: past the caps it starts afresh too, which only costs statements.
 */
const MAX_VIEWERS = 20_000;
const MAX_PER_VIEWER = 2_000;
const SEEN_FOR_MS = 24 * 60 * 60 * 1000;
const seenBy = new WeakMap<object, Map<string, { since: number; ids: Set<string> }>>();

function seenCache(deps: Deps, viewerId: string, now: Date) {
  let viewers = seenBy.get(deps.database);
  if (!viewers) seenBy.set(deps.database, (viewers = new Map()));
  let seen = viewers.get(viewerId);
  if (!seen || seen.ids.size > MAX_PER_VIEWER || now.getTime() - seen.since > SEEN_FOR_MS) {
    if (viewers.size >= MAX_VIEWERS) viewers.clear();
    viewers.set(viewerId, (seen = { since: now.getTime(), ids: new Set() }));
  }
  return seen.ids;
}

/** Who refused a profile: the member's own daily quota, or the budget of their network. */
export type RefusedBy = 'member' | 'network';

/** The 429 of a deck page that would start with a refused profile, in the words of what refused it. */
export const quotaReached = (by: RefusedBy) =>
  new DomainError('RATE_LIMITED', by === 'member' ? discoverMessages.viewQuotaReached : discoverMessages.networkViewQuotaReached);

/** The start of the current UTC day: the quota counts what was first shown since then. */
function startOfUtcDay(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Records that `ids` (in the order shown) are being shown to the viewer, who calls from
 * `address`, and answers those that may not be, with what refused each: new to the viewer and
 * past today's quota, or, for a new account, past what every new account of the viewer's
 * network may be shown today together. Profiles already seen always pass. The callers decide
 * what a refusal means for their answer.
 */
export function showProfiles(
  deps: Deps & Pick<Platform, 'rateLimiter'>,
  q: Queryable,
  viewerId: string,
  ids: string[],
  address: string,
): Promise<Map<string, RefusedBy>> {
  // Taken for every profile about to go to the statement before it runs (so parallel requests
  // of one network never pass the budget together) and settled with what it recorded.
  const networkBudget = (wanted: number) => takeNetworkBudget(deps, q, viewerId, address, wanted);
  return show(deps, q, viewerId, ids, deps.config.profileViewsPerDay, networkBudget);
}

/**
 * Records `ids` as shown without the quota or the network's budget: people the viewer has a
 * match with, whom they know whatever the day's count (a scraper cannot make matches on their own).
 */
export async function showKnownProfiles(deps: Deps, q: Queryable, viewerId: string, ids: string[]): Promise<void> {
  await show(deps, q, viewerId, ids, NO_QUOTA, async () => ({ granted: NO_QUOTA, settle: async () => {} }));
}

/** Larger than any day's count (and still an int for the database). */
const NO_QUOTA = 2 ** 31 - 1;

/**
 * Callers pass the pool, never a transaction: a cached "seen" must be committed (a rolled-back
 * view cached as seen would never count towards the quota).
 */
async function show(deps: Deps, q: Queryable, viewerId: string, ids: string[], quota: number, budget: (wanted: number) => Promise<Taken>) {
  const now = deps.clock.now();
  const seen = seenCache(deps, viewerId, now);
  // Profiles seen before never count and are never refused: only the others go to the statement.
  const unknown = [...new Set(ids)].filter((id) => id !== viewerId && !seen.has(id));
  if (unknown.length === 0) return new Map<string, RefusedBy>();
  // Some of the unknown may have been seen all the same (before this process cached them): the
  // budget is taken for all of them, and what the statement did not record goes back.
  const room = await budget(unknown.length);
  let fresh: repo.FreshProfile[] = [];
  try {
    fresh = await repo.recordShown(q, { viewerId, ids: unknown, quota, cap: room.granted, dayStart: startOfUtcDay(now), now });
  } finally {
    await room.settle(fresh.filter((profile) => profile.shown).length);
  }
  const refused = new Map(fresh.filter((profile) => !profile.shown).map((profile) => [profile.id, profile.byQuota ? 'member' : 'network'] as const));
  for (const id of unknown) if (!refused.has(id)) seen.add(id);
  return refused;
}
