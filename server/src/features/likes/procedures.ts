import { awayMessages } from '@mithaq/contract/away';
import { serverMessage } from '@mithaq/contract/messages';
import { profileMessages } from '@mithaq/contract/profiles';
import { replyOrReleaseMessages } from '@mithaq/contract/replyOrRelease';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../errors';
import type { DomainEvent } from '../../events';
import { defineProcedure } from '../../platform/db/procedures';
import { notificationEvents, notifyResultSchema } from '../notifications/public';

/**
 * mithaq_like behind the reply-or-release check, the marriage lock and the away check
 * (server/src/features/likes/sql/mithaq_like_replying.sql), in one statement: what service.ts calls. A match it
 * creates is announced first, then the notifications, then the like to the one liked.
 */
export const likeProcedure = defineProcedure('mithaq_like_replying', {
  args: {
    liker: 'uuid', target: 'uuid', now: 'timestamptz', paymentWindowMs: 'bigint', likedKey: 'text', matchKey: 'text', kinds: 'jsonb',
    limit: 'int', overdueMs: 'bigint',
  },
  answer: z.object({
    matchId: z.string().nullable(),
    created: z.boolean(),
    liked: z.string().optional(),
    profileIds: z.tuple([z.string(), z.string()]).optional(),
    notifications: z.array(notifyResultSchema.nullable()),
  }),
  refusals: {
    profile_not_found: () => notFound(profileMessages.notFound),
    already_liked: (name) => conflict(serverMessage('discover.alreadyLiked', { name })),
    // "Only verified members can like me" (likes/sql/mithaq_like.sql): the liker has no current badge.
    verified_only: (name) => forbidden(serverMessage('photoSafety.likesVerifiedOnly', { name })),
    // Reply or release (issue 28): too many chats wait for the liker's reply for over a day.
    answer_first: () => conflict(replyOrReleaseMessages.answerFirst),
    // Away (likes/sql/mithaq_like_replying.sql): the pause is for not answering, not for looking elsewhere.
    away: () => conflict(awayMessages.likeWhileAway),
  },
  events: (liked): DomainEvent[] => [
    ...(liked.created && liked.matchId && liked.profileIds ? [{ type: 'match.changed' as const, matchId: liked.matchId, profileIds: liked.profileIds }] : []),
    ...notificationEvents(liked.notifications),
    ...(liked.liked ? [{ type: 'like.received' as const, profileId: liked.liked }] : []),
  ],
});
