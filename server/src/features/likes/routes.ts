import { okSchema } from '@mithaq/contract/auth';
import { favoriteResponseSchema, likedListsSchema, likedPageQuerySchema, likedPageSchema, likeResponseSchema, targetSchema } from '@mithaq/contract/discover';
import { waitingChatsSchema } from '@mithaq/contract/replyOrRelease';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { likedLists, likedPage } from './lists';
import * as service from './service';
import { waitingChats } from './waiting';

export function registerLikeRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/likes', { schema: { body: targetSchema, response: { 200: likeResponseSchema } } }, async (request) =>
    service.like(platform, await requireAuth(platform, request), request.body.profileId),
  );

  api.post('/api/passes', { schema: { body: targetSchema, response: { 200: okSchema } } }, async (request) => {
    await service.pass(platform, await requireAuth(platform, request), request.body.profileId);
    return { ok: true as const };
  });

  api.post('/api/favorites/toggle', { schema: { body: targetSchema, response: { 200: favoriteResponseSchema } } }, async (request) =>
    service.toggleFavorite(platform, await requireAuth(platform, request), request.body.profileId),
  );

  api.get('/api/likes/waiting', { schema: { response: { 200: waitingChatsSchema } } }, async (request) =>
    waitingChats(platform, await requireAuth(platform, request)),
  );

  api.get('/api/likes', { schema: { response: { 200: likedListsSchema } } }, async (request) =>
    likedLists(platform, await requireAuth(platform, request), request.ip),
  );

  api.get('/api/likes/page', { schema: { querystring: likedPageQuerySchema, response: { 200: likedPageSchema } } }, async (request) =>
    likedPage(platform, await requireAuth(platform, request), request.query.list, request.query.cursor, request.ip),
  );
}
