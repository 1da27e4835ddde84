import { okSchema } from '@mithaq/contract/auth';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  matchListSchema,
  matchResponseSchema,
  payBodySchema,
  payResponseSchema,
  rematchResponseSchema,
} from '@mithaq/contract/matches';
import { matchAnswerBodySchema } from '@mithaq/contract/matchQuestion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import * as payments from './payments';
import * as questions from './questions';
import * as matchStates from './match-states';

const params = z.object({ id: z.uuid() });
const idempotent = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

export function registerMatchRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/matches', { schema: { response: { 200: matchListSchema } } }, async (request) => ({
    matches: await matchStates.listMatches(platform, await requireAuth(platform, request), true),
  }));

  api.get('/api/matches/unmatched', { schema: { response: { 200: matchListSchema } } }, async (request) => ({
    matches: await matchStates.listMatches(platform, await requireAuth(platform, request), false),
  }));

  api.get('/api/matches/:id', { schema: { params, response: { 200: matchResponseSchema } } }, async (request) => ({
    match: await matchStates.getMatch(platform, await requireAuth(platform, request), request.params.id),
  }));

  api.post(
    '/api/matches/:id/pay',
    { schema: { params, headers: idempotent, body: payBodySchema, response: { 200: payResponseSchema } } },
    async (request) =>
      payments.pay(platform, await requireAuth(platform, request), request.params.id, request.body.express, request.headers[IDEMPOTENCY_HEADER]),
  );

  // Issue 28: the answer to the other's one question, before paying; editable until the chat unlocks.
  api.put('/api/matches/:id/answer', { schema: { params, body: matchAnswerBodySchema, response: { 200: matchResponseSchema } } }, async (request) => ({
    match: await questions.answerQuestion(platform, await requireAuth(platform, request), request.params.id, request.body.answer),
  }));

  api.post(
    '/api/matches/:id/rematch',
    { schema: { params, headers: idempotent, response: { 200: rematchResponseSchema } } },
    async (request) => payments.rematch(platform, await requireAuth(platform, request), request.params.id, request.headers[IDEMPOTENCY_HEADER]),
  );

  api.post('/api/matches/:id/unmatch', { schema: { params, response: { 200: okSchema } } }, async (request) => {
    await payments.unmatch(platform, await requireAuth(platform, request), request.params.id);
    return { ok: true as const };
  });

  api.post('/api/matches/:id/remove-forever', { schema: { params, response: { 200: okSchema } } }, async (request) => {
    await payments.removeForever(platform, await requireAuth(platform, request), request.params.id);
    return { ok: true as const };
  });
}
