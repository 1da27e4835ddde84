import { safetyEndpoints as endpoints } from '@mithaq/contract/endpoints/safety';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerSafetyRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.block, async (request) => {
    await service.block(platform, await requireAuth(platform, request), request.body.profileId);
    return { ok: true as const };
  });

  route(app, endpoints.report, async (request) => {
    await service.report(platform, await requireAuth(platform, request), request.body.profileId, request.body);
    return { ok: true as const };
  });

  route(app, endpoints.myReports, async (request) => ({
    reports: await service.myReports(platform, await requireAuth(platform, request)),
  }));
}
