import { allEndpoints } from '@mithaq/contract/endpoints';
import { defineEndpoint } from '@mithaq/contract/endpoints/define';
import { authMessages, okSchema } from '@mithaq/contract/auth';
import { matchMessages } from '@mithaq/contract/matches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, DomainError, notFound } from '../../src/errors';
import { route } from '../../src/http/route';
import { call } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';

// An endpoint of the test's own, whose handler refuses with the key the query names.
const refusing = defineEndpoint({
  method: 'GET',
  path: '/api/test/refusing',
  query: z.object({ refuse: z.enum(['declared', 'undeclared', 'everywhere']) }),
  response: okSchema,
  errors: ['matches.notFound'],
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    extend: (app) =>
      route(app, refusing, async (request) => {
        if (request.query.refuse === 'declared') throw notFound(matchMessages.notFound);
        if (request.query.refuse === 'undeclared') throw conflict(matchMessages.ended);
        throw new DomainError('UNAUTHORIZED', authMessages.sessionExpired);
      }),
  });
});
afterAll(() => server.close());

describe("an endpoint's declared refusals (contract/src/endpoints/, errors)", () => {
  it('every endpoint of the table states its list, each key once', () => {
    for (const [name, endpoint] of allEndpoints()) {
      expect(Array.isArray(endpoint.errors), name).toBe(true);
      expect(new Set(endpoint.errors).size, name).toBe(endpoint.errors.length);
    }
  });

  it('a declared refusal, or one every endpoint may give, reaches the client as thrown', async () => {
    const declared = await call(server, 'GET', '/api/test/refusing?refuse=declared');
    expect(declared.status).toBe(404);
    expect(declared.body).toMatchObject({ error: { key: 'matches.notFound' } });
    const everywhere = await call(server, 'GET', '/api/test/refusing?refuse=everywhere');
    expect(everywhere.status).toBe(401);
    expect(everywhere.body).toMatchObject({ error: { key: 'auth.sessionExpired' } });
  });

  it('in tests, a refusal the endpoint does not declare answers 500 naming the key, so the test reaching it fails', async () => {
    const undeclared = await call(server, 'GET', '/api/test/refusing?refuse=undeclared');
    expect(undeclared.status).toBe(500);
    expect(undeclared.body).toMatchObject({ error: { code: 'INTERNAL', message: expect.stringContaining('matches.ended') } });
  });
});
