import { discoverMessages } from '@mithaq/contract/discover';
import { DomainError } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/**
 * What each member has been shown: the deck history (a member may block or report anyone in
 * it) and the measure of the daily view quota, which keeps a fake account from collecting
 * the members' profiles. Every profile served to a member goes through here first.
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

export const quotaReached = () => new DomainError('RATE_LIMITED', discoverMessages.viewQuotaReached);

/** The start of the current UTC day: the quota counts what was first shown since then. */
function startOfUtcDay(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Records that `ids` (in the order shown) are being shown to the viewer and answers the set of
 * those that may not be: new to the viewer and past today's quota. Profiles already seen
 * always pass. The callers decide what a refusal means for their answer.
 */
export function showProfiles(deps: Deps, q: Queryable, viewerId: string, ids: string[]): Promise<Set<string>> {
  return show(deps, q, viewerId, ids, deps.config.profileViewsPerDay);
}

/**
 * Records `ids` as shown without the quota: people the viewer has a match with, whom they
 * know whatever the day's count (a scraper cannot make matches on their own).
 */
export async function showKnownProfiles(deps: Deps, q: Queryable, viewerId: string, ids: string[]): Promise<void> {
  await show(deps, q, viewerId, ids, NO_QUOTA);
}

/** Larger than any day's count (and still an int for the database). */
const NO_QUOTA = 2 ** 31 - 1;

/**
 * Callers pass the pool, never a transaction: a cached "seen" must be committed (a rolled-back
 * view cached as seen would never count towards the quota).
 */
async function show(deps: Deps, q: Queryable, viewerId: string, ids: string[], quota: number): Promise<Set<string>> {
  const now = deps.clock.now();
  const seen = seenCache(deps, viewerId, now);
  // Profiles seen before never count and are never refused: only the others go to the statement.
  const unknown = [...new Set(ids)].filter((id) => id !== viewerId && !seen.has(id));
  if (unknown.length === 0) return new Set();
  const refused = new Set(await repo.recordShown(q, { viewerId, ids: unknown, quota, dayStart: startOfUtcDay(now), now }));
  for (const id of unknown) if (!refused.has(id)) seen.add(id);
  return refused;
}
