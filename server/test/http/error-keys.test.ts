import { serverMessage } from '@mithaq/contract/messages';
import { nameSchema, pictureMessages } from '@mithaq/contract/profiles';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, notFound } from '../../src/errors';
import { startTestServer, type TestServer } from '../support/server';

const hidden = { schema: { hide: true } };
let server: TestServer;
const name = `O'Brien "holiday".jpg`;

beforeAll(async () => {
  server = await startTestServer({
    // Throwaway routes that exercise the one real error handler (hidden: no part of the API, so no schema needed).
    extend: (app) => {
      app.withTypeProvider<ZodTypeProvider>().post('/api/test/keys/zod', { schema: { hide: true, body: z.object({ name: nameSchema }) } }, async () => ({}));
      app.get('/api/test/keys/parametrised', hidden, async () => {
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', serverMessage('pictures.unsupported', { name }));
      });
      app.get('/api/test/keys/fixed', hidden, async () => {
        throw notFound('Profile not found');
      });
      app.get('/api/test/keys/unknown', hidden, async () => {
        throw new DomainError('CONFLICT', 'A sentence the registry does not hold');
      });
    },
  });
});
afterAll(() => server.close());

const errorOf = async (response: Response) => ((await response.json()) as { error: Record<string, unknown> }).error;

describe('error bodies carry the message key', () => {
  it('with the values of a parametrised message, and the same English text as before', async () => {
    const response = await server.fetch('/api/test/keys/parametrised');
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: pictureMessages.unsupported(name),
      key: 'pictures.unsupported',
      params: { name },
    });
  });

  it('for a schema (zod) 400, found from the contract text', async () => {
    const response = await server.fetch('/api/test/keys/zod', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'VALIDATION', message: 'Name must be between 1 and 25 characters', key: 'profiles.nameLength' });
  });

  it('for a fixed text thrown by a service, and for the server’s own messages', async () => {
    expect(await errorOf(await server.fetch('/api/test/keys/fixed'))).toEqual({ code: 'NOT_FOUND', message: 'Profile not found', key: 'profiles.notFound' });
    expect(await errorOf(await server.fetch('/api/does-not-exist'))).toEqual({ code: 'NOT_FOUND', message: 'Not found', key: 'server.notFound' });
  });

  it('but not for a text the registry does not hold', async () => {
    expect(await errorOf(await server.fetch('/api/test/keys/unknown'))).toEqual({ code: 'CONFLICT', message: 'A sentence the registry does not hold' });
  });
});
