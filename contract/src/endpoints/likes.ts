import { okSchema } from '../auth';
import { favoriteResponseSchema, likedListsSchema, likedPageQuerySchema, likedPageSchema, likeResponseSchema, targetSchema } from '../discover';
import { waitingChatsSchema } from '../replyOrRelease';
import { defineEndpoint } from './define';

export const likesEndpoints = {
  like: defineEndpoint({
    method: 'POST',
    path: '/api/likes',
    body: targetSchema,
    response: likeResponseSchema,
    errors: ['profiles.notFound', 'discover.alreadyLiked', 'photoSafety.likesVerifiedOnly', 'replyOrRelease.answerFirst', 'away.likeWhileAway', 'discover.likeLimitReached'],
  }),
  pass: defineEndpoint({ method: 'POST', path: '/api/passes', body: targetSchema, response: okSchema, errors: [] }),
  toggleFavorite: defineEndpoint({ method: 'POST', path: '/api/favorites/toggle', body: targetSchema, response: favoriteResponseSchema, errors: [] }),
  // Reply or release (issue 28): the chats waiting over a day for the member's reply.
  waiting: defineEndpoint({ method: 'GET', path: '/api/likes/waiting', response: waitingChatsSchema, errors: [] }),
  lists: defineEndpoint({ method: 'GET', path: '/api/likes', response: likedListsSchema, errors: [] }),
  page: defineEndpoint({ method: 'GET', path: '/api/likes/page', query: likedPageQuerySchema, response: likedPageSchema, errors: ['discover.invalidCursor'] }),
};
