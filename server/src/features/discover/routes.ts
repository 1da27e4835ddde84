import { filterDefaults } from '@mithaq/contract/constants';
import { discoverEndpoints as endpoints } from '@mithaq/contract/endpoints/discover';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerDiscoverRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.deck, async (request) => {
    const auth = await requireAuth(platform, request);
    const q = request.query;
    const filters = {
      ageRange: [q.minAge ?? filterDefaults.ageRange[0], q.maxAge ?? filterDefaults.ageRange[1]] as [number, number],
      heightRange: [q.minHeight ?? filterDefaults.heightRange[0], q.maxHeight ?? filterDefaults.heightRange[1]] as [number, number],
      countries: q.countries ? q.countries.split(',').filter(Boolean) : [],
      verifiedOnly: q.verified === '1',
      intentions: {
        marryWithin: q.marryWithin,
        relocate: q.relocate,
        hasChildren: q.hasChildren,
        wantsChildren: q.wantsChildren,
        prayer: q.prayer,
        polygyny: q.polygyny,
      },
    };
    return service.deck(platform, auth, filters, q.cursor, q.limit, request.ip);
  });
}
