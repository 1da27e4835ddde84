import { z } from 'zod';
import { okSchema } from '../auth';
import { matchAnswerBodySchema } from '../matchQuestion';
import {
  idempotentHeadersSchema,
  matchListSchema,
  matchResponseSchema,
  payBodySchema,
  payResponseSchema,
  rematchResponseSchema,
} from '../matches';
import { defineEndpoint } from './define';

/** A match by its id in the path. */
export const matchParamsSchema = z.object({ id: z.uuid() });

export const matchesEndpoints = {
  listActive: defineEndpoint({ method: 'GET', path: '/api/matches', response: matchListSchema, errors: [] }),
  listUnmatched: defineEndpoint({ method: 'GET', path: '/api/matches/unmatched', response: matchListSchema, errors: [] }),
  get: defineEndpoint({ method: 'GET', path: '/api/matches/:id', params: matchParamsSchema, response: matchResponseSchema, errors: ['matches.notFound'] }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/matches/:id/pay',
    params: matchParamsSchema,
    headers: idempotentHeadersSchema,
    body: payBodySchema,
    response: payResponseSchema,
    errors: [
      'matches.notFound',
      'matches.ended',
      'matches.insufficientUnlock',
      'matches.insufficientExpress',
      'matches.alreadyPaid',
      'matches.alreadyUnlocked',
      'matches.verifiedOnly',
      'matches.idempotencyMismatch',
      'matchQuestion.answerFirst',
    ],
  }),
  // Issue 28: the answer to the other's one question, before paying; editable until the chat unlocks.
  answer: defineEndpoint({
    method: 'PUT',
    path: '/api/matches/:id/answer',
    params: matchParamsSchema,
    body: matchAnswerBodySchema,
    response: matchResponseSchema,
    errors: ['matches.notFound', 'matches.ended', 'matches.alreadyUnlocked', 'matchQuestion.noQuestion', 'matchQuestion.answerLength'],
  }),
  rematch: defineEndpoint({
    method: 'POST',
    path: '/api/matches/:id/rematch',
    params: matchParamsSchema,
    headers: idempotentHeadersSchema,
    response: rematchResponseSchema,
    errors: ['matches.notFound', 'matches.stillActive', 'matches.insufficientRematch', 'matches.cannotRematch', 'matches.pairAlreadyMatched', 'matches.verifiedOnly', 'matches.idempotencyMismatch'],
  }),
  unmatch: defineEndpoint({ method: 'POST', path: '/api/matches/:id/unmatch', params: matchParamsSchema, response: okSchema, errors: ['matches.notFound', 'matches.ended'] }),
  removeForever: defineEndpoint({ method: 'POST', path: '/api/matches/:id/remove-forever', params: matchParamsSchema, response: okSchema, errors: ['matches.notFound', 'matches.stillActive'] }),
};
