import { awayMessages } from '@mithaq/contract/away';
import { discoverMessages } from '@mithaq/contract/discover';
import { serverMessage } from '@mithaq/contract/messages';
import { profileMessages } from '@mithaq/contract/profiles';
import { timers } from '@mithaq/contract/constants';
import { replyOrReleaseMessages, WAITING_CHATS_LIMIT } from '@mithaq/contract/replyOrRelease';
import { conflict, DomainError, forbidden, notFound } from '../../errors';
import type { DomainEvent } from '../../events';
import type { Queryable } from '../../platform/db/connect';
import { inTransaction, publishCommitted } from '../../platform/after-commit';
import { takeFromDailyAllowance } from '../../platform/daily-allowance';
import { callProcedure, procedure } from '../../platform/db/procedures';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { notificationEvents, pushKinds, type NotifyResult } from '../notifications/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'bus' | 'config' | 'rateLimiter'>;

/**
 * The target's id when the viewer may act on it (mithaq_may_act_on, migration 0017: an active
 * profile of the other sex, no block either way, not themselves), or "not found".
 */
async function actionable(q: Queryable, auth: AuthContext, targetId: string) {
  if (!(await repo.mayActOn(q, auth.userId, targetId))) throw notFound(profileMessages.notFound);
  return targetId;
}

// mithaq_like behind the reply-or-release check (migration 0038_reply_or_release) and the marriage lock and away
// check (0049_married_race), in one statement.
const likeProcedure = procedure('mithaq_like_replying', 9);

/**
 * Like: one row per pair (a pass becomes a like), only for a profile the liker was shown (the
 * deck history; otherwise "not found"), and at most the day's cap of likes per member (429).
 * When the other already liked back, the match is created in the same call, under the pair
 * lock, so two likes at the same instant still make exactly one match. One call of mithaq_like
 * (migrations 0017, 0021_scraping_guards and 0034_photo_safety hold the rules); the cap is counted in the rate limiter, and a like
 * the call refuses gives its place back.
 */
export async function like(deps: Deps, auth: AuthContext, targetId: string): Promise<{ matchId: string | null }> {
  const today = await takeFromDailyAllowance(deps, `likes:${auth.userId}`, deps.config.likesPerDay, 1);
  let used = 0;
  try {
    if (today.granted === 0) throw new DomainError('RATE_LIMITED', discoverMessages.likeLimitReached);
    const liked = await likeOnce(deps, auth, targetId);
    used = 1;
    const events: DomainEvent[] = notificationEvents(liked.notifications);
    if (liked.liked) events.push({ type: 'like.received', profileId: liked.liked });
    if (liked.created && liked.matchId && liked.profileIds) events.unshift({ type: 'match.changed', matchId: liked.matchId, profileIds: liked.profileIds });
    await publishCommitted(deps, events);
    return { matchId: liked.matchId };
  } finally {
    await today.settle(used);
  }
}

function likeOnce(deps: Deps, auth: AuthContext, targetId: string) {
  return callProcedure<{ matchId: string | null; created: boolean; liked?: string; profileIds?: [string, string]; notifications: NotifyResult[] }>(
    deps.database,
    likeProcedure,
    [
      auth.userId, targetId, deps.clock.now().toISOString(), timers.paymentWindowMs, discoverMessages.likedYou('{{name}}'), discoverMessages.newMatch, pushKinds,
      WAITING_CHATS_LIMIT, deps.config.replyOverdueAfterMs,
    ],
    {
      profile_not_found: () => notFound(profileMessages.notFound),
      already_liked: (name) => conflict(serverMessage('discover.alreadyLiked', { name })),
      // "Only verified members can like me" (migration 0034_photo_safety): the liker has no current badge.
      verified_only: (name) => forbidden(serverMessage('photoSafety.likesVerifiedOnly', { name })),
      // Reply or release (issue 28): too many chats wait for the liker's reply for over a day.
      answer_first: () => conflict(replyOrReleaseMessages.answerFirst),
      // Away (migration 0049_married_race): the pause is for not answering, not for looking elsewhere.
      away: () => conflict(awayMessages.likeWhileAway),
    },
  );
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
