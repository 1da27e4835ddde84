import { storiesEndpoints as endpoints } from '@mithaq/contract/endpoints/stories';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as stories from './service';

export function registerStoryRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.public, async () => stories.publicStories(platform));
  route(app, endpoints.get, async (request) => stories.storyOf(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.write, async (request) => stories.writeStory(platform, await requireAuth(platform, request), request.params.id, request.body));
  route(app, endpoints.agree, async (request) => stories.agreeToStory(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.withdraw, async (request) => stories.withdrawStory(platform, await requireAuth(platform, request), request.params.id));
}
