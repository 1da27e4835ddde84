import {
  guardianAnswerSchema,
  guardianInviteInfoSchema,
  guardianListSchema,
  guardianTokenSchema,
  guardianViewSchema,
  inviteGuardianSchema,
} from '@mithaq/contract/guardians';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as service from './service';

const params = z.object({ id: z.uuid() });

export function registerGuardianRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = (request: Parameters<typeof requireAuth>[1]) => requireAuth(platform, request);

  // The member's side (Account page).
  api.get('/api/guardians', { schema: { response: { 200: guardianListSchema } } }, async (request) =>
    service.listGuardians(platform, await auth(request)),
  );

  api.post('/api/guardians', { schema: { body: inviteGuardianSchema, response: { 200: guardianViewSchema } } }, async (request) =>
    service.invite(platform, await auth(request), request.body, request.ip),
  );

  api.post('/api/guardians/:id/resend', { schema: { params, response: { 200: guardianViewSchema } } }, async (request) =>
    service.resend(platform, await auth(request), request.params.id, request.ip),
  );

  api.delete('/api/guardians/:id', { schema: { params, response: { 200: guardianViewSchema } } }, async (request) =>
    service.revoke(platform, await auth(request), request.params.id),
  );

  // The guardian's side: no account, the mailed token is the credential (redacted from logs as `token`).
  api.get('/api/guardians/invite', { schema: { querystring: guardianTokenSchema, response: { 200: guardianInviteInfoSchema } } }, async (request) =>
    service.inviteInfo(platform, request.query.token),
  );

  api.post('/api/guardians/accept', { schema: { body: guardianTokenSchema, response: { 200: guardianAnswerSchema } } }, async (request) =>
    service.accept(platform, request.body.token),
  );

  api.post('/api/guardians/stop', { schema: { body: guardianTokenSchema, response: { 200: guardianAnswerSchema } } }, async (request) =>
    service.stop(platform, request.body.token),
  );
}
