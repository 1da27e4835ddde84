import { sessionIdParamsSchema } from '@mithaq/contract/account';
import { okSchema } from '@mithaq/contract/auth';
import {
  pushPreferencesSchema,
  pushRegistrationSchema,
  pushRegistrationsSchema,
  pushTestResultSchema,
  registerPushSchema,
  savePushPreferencesSchema,
  subscriptionChangeSchema,
  unregisterPushSchema,
  vapidPublicKeySchema,
} from '@mithaq/contract/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as service from './service';

export function registerPushRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = (request: Parameters<typeof requireAuth>[1]) => requireAuth(platform, request);

  // Public: a browser needs it before it can subscribe (it is a public key).
  api.get('/api/push/vapid-public-key', { schema: { response: { 200: vapidPublicKeySchema } } }, async () => ({
    publicKey: platform.push.vapidPublicKey,
  }));

  api.post('/api/push/registrations', { schema: { body: registerPushSchema, response: { 200: pushRegistrationSchema } } }, async (request) =>
    service.register(platform, await auth(request), request.body),
  );

  api.delete('/api/push/registrations', { schema: { body: unregisterPushSchema, response: { 200: okSchema } } }, async (request) => {
    await service.unregister(platform, await auth(request), request.body.token);
    return { ok: true as const };
  });

  // No session: the service worker sends it; the old subscription's secret is the proof.
  api.post('/api/push/subscription-change', { schema: { body: subscriptionChangeSchema, response: { 200: okSchema } } }, async (request) =>
    service.changeSubscription(platform, request.ip, request.body),
  );

  api.get('/api/push/registrations', { schema: { response: { 200: pushRegistrationsSchema } } }, async (request) =>
    service.registrations(platform, await auth(request)),
  );

  api.get('/api/push/preferences', { schema: { response: { 200: pushPreferencesSchema } } }, async (request) =>
    service.preferences(platform, await auth(request)),
  );

  // The devices list: stop pushes to one of the member's signed-in devices without signing it out.
  api.post('/api/push/sessions/:sessionId/stop', { schema: { params: sessionIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await service.stopDevice(platform, await auth(request), request.params.sessionId);
    return { ok: true as const };
  });

  api.put('/api/push/preferences', { schema: { body: savePushPreferencesSchema, response: { 200: pushPreferencesSchema } } }, async (request) =>
    service.savePreferences(platform, await auth(request), request.body),
  );

  api.post('/api/push/test', { schema: { response: { 200: pushTestResultSchema } } }, async (request) => service.sendTest(platform, await auth(request)));
}
