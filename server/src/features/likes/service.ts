import { discoverMessages } from '@mithaq/contract/discover';
import { profileMessages } from '@mithaq/contract/profiles';
import type { NameKey, StaticKey } from '@mithaq/contract/messages';
import { timers } from '@mithaq/contract/constants';
import { WAITING_CHATS_LIMIT } from '@mithaq/contract/replyOrRelease';
import { DomainError, notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { inTransaction } from '../../platform/after-commit';
import { takeFromDailyAllowance } from '../../platform/daily-allowance';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { pushKinds } from '../notifications/public';
import { likeProcedure } from './procedures';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'bus' | 'config' | 'rateLimiter'>;

/**
 * The target's id when the viewer may act on it (server/src/features/likes/sql/mithaq_may_act_on.sql: an active
 * profile of the other sex, no block either way, not themselves), or "not found".
 */
async function actionable(q: Queryable, auth: AuthContext, targetId: string) {
  if (!(await repo.mayActOn(q, auth.userId, targetId))) throw notFound(profileMessages.notFound);
  return targetId;
}

/**
 * Like: one row per pair (a pass becomes a like), only for a profile the liker was shown (the
 * deck history; otherwise "not found"), and at most the day's cap of likes per member (429).
 * When the other already liked back, the match is created in the same call, under the pair
 * lock, so two likes at the same instant still make exactly one match. One call of mithaq_like
 * (server/src/features/likes/sql/mithaq_like.sql holds the rules; likes/procedures.ts calls it); the cap is counted in the rate limiter, and a like
 * the call refuses gives its place back. A stored like keeps it even when its announcement fails:
 * the platform's bus only logs that (server/src/platform/platform.ts announcing).
 */
export async function like(deps: Deps, auth: AuthContext, targetId: string): Promise<{ matchId: string | null }> {
  const today = await takeFromDailyAllowance(deps, `likes:${auth.userId}`, deps.config.likesPerDay, 1);
  let used = 0;
  try {
    if (today.granted === 0) throw new DomainError('RATE_LIMITED', discoverMessages.likeLimitReached);
    const liked = await likeProcedure.call(deps, {
      liker: auth.userId, target: targetId, now: deps.clock.now(), paymentWindowMs: timers.paymentWindowMs,
      likedKey: 'discover.likedYou' satisfies NameKey, matchKey: 'matches.newMatch' satisfies StaticKey, kinds: pushKinds,
      limit: WAITING_CHATS_LIMIT, overdueMs: deps.config.replyOverdueAfterMs,
    });
    used = 1;
    return { matchId: liked.matchId };
  } finally {
    await today.settle(used);
  }
}

/** Pass: harmless when repeated, and it leaves an earlier like as it is. */
export async function pass(deps: Deps, auth: AuthContext, targetId: string) {
  await inTransaction(deps, async (tx) => {
    await repo.insertPass(tx, auth.userId, await actionable(tx, auth, targetId), deps.clock.now());
  });
}

export async function toggleFavorite(deps: Deps, auth: AuthContext, targetId: string) {
  return inTransaction(deps, async (tx) => {
    return { favorited: await repo.toggleFavorite(tx, auth.userId, await actionable(tx, auth, targetId), deps.clock.now()) };
  });
}
