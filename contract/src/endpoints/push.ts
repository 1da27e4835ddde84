import { sessionIdParamsSchema } from '../account';
import { okSchema } from '../auth';
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
} from '../push';
import { defineEndpoint } from './define';
import { apiPaths } from './paths';

export const pushEndpoints = {
  // Public: a browser needs it before it can subscribe (it is a public key).
  vapidPublicKey: defineEndpoint({ method: 'GET', path: '/api/push/vapid-public-key', response: vapidPublicKeySchema, errors: [] }),
  register: defineEndpoint({ method: 'POST', path: '/api/push/registrations', body: registerPushSchema, response: pushRegistrationSchema, errors: ['push.endpointNotAllowed'] }),
  unregister: defineEndpoint({ method: 'DELETE', path: '/api/push/registrations', body: unregisterPushSchema, response: okSchema, errors: [] }),
  // No session: the service worker sends it (web/src/sw.ts, by hand); the old subscription's secret is the proof.
  subscriptionChange: defineEndpoint({
    method: 'POST',
    path: apiPaths.push.subscriptionChange,
    body: subscriptionChangeSchema,
    response: okSchema,
    errors: ['push.endpointNotAllowed', 'push.deviceNotFound'],
    webCallsDirectly: 'the service worker (web/src/sw.ts) has no session and no app bundle',
  }),
  registrations: defineEndpoint({ method: 'GET', path: '/api/push/registrations', response: pushRegistrationsSchema, errors: [] }),
  preferences: defineEndpoint({ method: 'GET', path: '/api/push/preferences', response: pushPreferencesSchema, errors: [] }),
  // The devices list: stop pushes to one of the member's signed-in devices without signing it out.
  stopDevice: defineEndpoint({ method: 'POST', path: '/api/push/sessions/:sessionId/stop', params: sessionIdParamsSchema, response: okSchema, errors: ['push.deviceNotFound'] }),
  savePreferences: defineEndpoint({ method: 'PUT', path: '/api/push/preferences', body: savePushPreferencesSchema, response: pushPreferencesSchema, errors: [] }),
  test: defineEndpoint({ method: 'POST', path: '/api/push/test', response: pushTestResultSchema, errors: [] }),
};
