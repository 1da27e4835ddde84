import { verificationEndpoints as endpoints } from '@mithaq/contract/endpoints/verification';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as asks from './asks';

export function registerVerificationAskRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.ask, async (request) => asks.verificationAskOf(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.askToVerify, async (request) => asks.askToVerify(platform, await requireAuth(platform, request), request.params.id));
  route(app, endpoints.endAfterUnmetAsk, async (request) => asks.endAfterUnmetAsk(platform, await requireAuth(platform, request), request.params.id));
}
