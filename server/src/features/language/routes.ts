import { languageEndpoints as endpoints } from '@mithaq/contract/endpoints/discover';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { setMemberLanguage } from './service';

export function registerLanguageRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.set, async (request) => setMemberLanguage(platform, await requireAuth(platform, request), request.body.language));
}
