import { publicStoriesSchema, storyResponseSchema, writeStorySchema } from '@mithaq/contract/stories';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as stories from './service';

const params = z.object({ id: z.uuid() });

/** Success stories: the couple's own in their chat (write, agree, withdraw), and the landing page's (no sign-in). */
export function registerStoryRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/stories', { schema: { response: { 200: publicStoriesSchema } } }, async () => stories.publicStories(platform));
  api.get('/api/matches/:id/story', { schema: { params, response: { 200: storyResponseSchema } } }, async (request) =>
    stories.storyOf(platform, await requireAuth(platform, request), request.params.id),
  );
  api.put('/api/matches/:id/story', { schema: { params, body: writeStorySchema, response: { 200: storyResponseSchema } } }, async (request) =>
    stories.writeStory(platform, await requireAuth(platform, request), request.params.id, request.body),
  );
  api.post('/api/matches/:id/story/agree', { schema: { params, response: { 200: storyResponseSchema } } }, async (request) =>
    stories.agreeToStory(platform, await requireAuth(platform, request), request.params.id),
  );
  api.delete('/api/matches/:id/story', { schema: { params, response: { 200: storyResponseSchema } } }, async (request) =>
    stories.withdrawStory(platform, await requireAuth(platform, request), request.params.id),
  );
}
