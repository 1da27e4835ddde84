import { adminReviewEndpoints as endpoints } from '@mithaq/contract/endpoints/adminReview';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as stories from './stories';

/** The Stories tab's routes, inside the admin guard's scope (`adminOf` is the guard's answer). */
export function registerStoryReviewRoutes(scope: FastifyInstance, platform: Platform, adminOf: (request: FastifyRequest) => AuthContext) {
  route(scope, endpoints.stories, async () => stories.listStories(platform));

  route(scope, endpoints.approveStory, async (request) => stories.reviewStory(platform, adminOf(request), request.params.matchId, true, null));

  route(scope, endpoints.rejectStory, async (request) => stories.reviewStory(platform, adminOf(request), request.params.matchId, false, request.body.reason));
}
