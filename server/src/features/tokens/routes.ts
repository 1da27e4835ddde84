import { tokensEndpoints as endpoints } from '@mithaq/contract/endpoints/tokens';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerTokenRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.wallet, async (request) => service.wallet(platform, await requireAuth(platform, request)));
}
