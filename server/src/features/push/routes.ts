import { pushEndpoints as endpoints } from '@mithaq/contract/endpoints/push';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerPushRoutes(app: FastifyInstance, platform: Platform) {
  const auth = (request: Parameters<typeof requireAuth>[1]) => requireAuth(platform, request);

  route(app, endpoints.vapidPublicKey, async () => ({ publicKey: platform.push.vapidPublicKey }));

  route(app, endpoints.register, async (request) => service.register(platform, await auth(request), request.body));

  route(app, endpoints.unregister, async (request) => {
    await service.unregister(platform, await auth(request), request.body.token);
    return { ok: true as const };
  });

  route(app, endpoints.subscriptionChange, async (request) => service.changeSubscription(platform, request.ip, request.body));

  route(app, endpoints.registrations, async (request) => service.registrations(platform, await auth(request)));

  route(app, endpoints.preferences, async (request) => service.preferences(platform, await auth(request)));

  route(app, endpoints.stopDevice, async (request) => {
    await service.stopDevice(platform, await auth(request), request.params.sessionId);
    return { ok: true as const };
  });

  route(app, endpoints.savePreferences, async (request) => service.savePreferences(platform, await auth(request), request.body));

  route(app, endpoints.test, async (request) => service.sendTest(platform, await auth(request)));
}
