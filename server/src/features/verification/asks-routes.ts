import { okSchema } from '@mithaq/contract/auth';
import { verificationAskResponseSchema } from '@mithaq/contract/photoSafety';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as asks from './asks';

const params = z.object({ id: z.uuid() });

/** "Ask a match to verify", from the chat: the match's ask, asking, and ending the match once it expired unmet. */
export function registerVerificationAskRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/matches/:id/verification-ask', { schema: { params, response: { 200: verificationAskResponseSchema } } }, async (request) =>
    asks.verificationAskOf(platform, await requireAuth(platform, request), request.params.id),
  );

  api.post('/api/matches/:id/verification-ask', { schema: { params, response: { 200: okSchema } } }, async (request) =>
    asks.askToVerify(platform, await requireAuth(platform, request), request.params.id),
  );

  api.post('/api/matches/:id/verification-ask/end', { schema: { params, response: { 200: okSchema } } }, async (request) =>
    asks.endAfterUnmetAsk(platform, await requireAuth(platform, request), request.params.id),
  );
}
