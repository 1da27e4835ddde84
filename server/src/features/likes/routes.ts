import { likesEndpoints as endpoints } from '@mithaq/contract/endpoints/likes';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { likedLists, likedPage } from './lists';
import * as service from './service';
import { waitingChats } from './waiting';

export function registerLikeRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.like, async (request) => service.like(platform, await requireAuth(platform, request), request.body.profileId));

  route(app, endpoints.pass, async (request) => {
    await service.pass(platform, await requireAuth(platform, request), request.body.profileId);
    return { ok: true as const };
  });

  route(app, endpoints.toggleFavorite, async (request) => service.toggleFavorite(platform, await requireAuth(platform, request), request.body.profileId));

  route(app, endpoints.waiting, async (request) => waitingChats(platform, await requireAuth(platform, request)));

  route(app, endpoints.lists, async (request) => likedLists(platform, await requireAuth(platform, request), request.ip));

  route(app, endpoints.page, async (request) =>
    likedPage(platform, await requireAuth(platform, request), request.query.list, request.query.cursor, request.ip),
  );
}
