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
type Deps = Pick<Platform, 'config' | 'clock'>;

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

async function show(deps: Deps, q: Queryable, viewerId: string, ids: string[], quota: number): Promise<Set<string>> {
  const unique = [...new Set(ids)].filter((id) => id !== viewerId);
  if (unique.length === 0) return new Set();
  const now = deps.clock.now();
  const refused = await repo.recordShown(q, { viewerId, ids: unique, quota, dayStart: startOfUtcDay(now), now });
  return new Set(refused);
}
