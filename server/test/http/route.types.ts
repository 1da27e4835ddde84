/**
 * Compile-time checks of route() (server/src/http/route.ts): the handler's request and answer are
 * typed by the contract's table, so `npm run typecheck` fails when one of these would compile.
 * Never run; only type-checked.
 */
import { chatEndpoints } from '@mithaq/contract/endpoints/chat';
import { matchesEndpoints } from '@mithaq/contract/endpoints/matches';
import { profilesEndpoints } from '@mithaq/contract/endpoints/profiles';
import type { FastifyInstance } from 'fastify';
import { route } from '../../src/http/route';

export function typeChecks(app: FastifyInstance) {
  route(app, matchesEndpoints.pay, async (request) => {
    // Right: the path's :id, the body's express and the Idempotency-Key header are typed.
    const read: [string, boolean, string] = [request.params.id, request.body.express ?? false, request.headers['idempotency-key']];
    void read;
    // @ts-expect-error the path has no :matchId
    void request.params.matchId;
    return { chatUnlocked: false, balance: 3 };
  });

  // @ts-expect-error the answer must be the payment's, not { ok: true }
  route(app, matchesEndpoints.pay, async () => ({ ok: true as const }));

  route(app, chatEndpoints.history, async (request) => {
    // @ts-expect-error the query's limit is a number once parsed
    const limit: string = request.query.limit;
    void limit;
    return { messages: [], hasMore: false };
  });

  // The 201 of creating a profile: the reply is typed by that status's schema.
  route(app, profilesEndpoints.create, async (_request, reply) =>
    // @ts-expect-error a profile's answer is { profile }
    reply.status(201).send({ user: null }),
  );
}
