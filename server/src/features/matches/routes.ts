import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { matchesEndpoints as endpoints } from '@mithaq/contract/endpoints/matches';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import * as payments from './payments';
import * as questions from './questions';
import * as matchStates from './match-states';

export function registerMatchRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.listActive, async (request) => ({
    matches: await matchStates.listMatches(platform, await requireAuth(platform, request), true),
  }));

  route(app, endpoints.listUnmatched, async (request) => ({
    matches: await matchStates.listMatches(platform, await requireAuth(platform, request), false),
  }));

  route(app, endpoints.get, async (request) => ({
    match: await matchStates.getMatch(platform, await requireAuth(platform, request), request.params.id),
  }));

  route(app, endpoints.pay, async (request) =>
    payments.pay(platform, await requireAuth(platform, request), request.params.id, request.body.express, request.headers[IDEMPOTENCY_HEADER]),
  );

  route(app, endpoints.answer, async (request) => ({
    match: await questions.answerQuestion(platform, await requireAuth(platform, request), request.params.id, request.body.answer),
  }));

  route(app, endpoints.rematch, async (request) =>
    payments.rematch(platform, await requireAuth(platform, request), request.params.id, request.headers[IDEMPOTENCY_HEADER]),
  );

  route(app, endpoints.unmatch, async (request) => {
    await payments.unmatch(platform, await requireAuth(platform, request), request.params.id);
    return { ok: true as const };
  });

  route(app, endpoints.removeForever, async (request) => {
    await payments.removeForever(platform, await requireAuth(platform, request), request.params.id);
    return { ok: true as const };
  });
}
