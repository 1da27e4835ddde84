import { okSchema } from '@mithaq/contract/auth';
import { adminStoriesSchema, rejectStorySchema, storyMatchParamsSchema } from '@mithaq/contract/stories';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../auth-context';
import type { Platform } from '../../platform/platform';
import * as stories from './stories';

/** The Stories tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerStoryReviewRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get('/api/admin/stories', { schema: { response: { 200: adminStoriesSchema } } }, async () => stories.listStories(platform));

  api.post(
    '/api/admin/stories/:matchId/approve',
    { schema: { params: storyMatchParamsSchema, response: { 200: okSchema } } },
    async (request) => stories.reviewStory(platform, adminOf(request), request.params.matchId, true, null),
  );

  api.post(
    '/api/admin/stories/:matchId/reject',
    { schema: { params: storyMatchParamsSchema, body: rejectStorySchema, response: { 200: okSchema } } },
    async (request) => stories.reviewStory(platform, adminOf(request), request.params.matchId, false, request.body.reason),
  );
}
