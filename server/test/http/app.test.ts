import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../src/errors';
import { startTestServer, type TestServer } from '../support/server';

const hidden = { schema: { hide: true } };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // Throwaway routes that exercise the one real error handler (hidden: no part of the API, so no schema needed).
    extend: (app) => {
      app.withTypeProvider<ZodTypeProvider>().post(
        '/api/test/echo',
        { schema: { hide: true, body: z.object({ name: z.string().min(1, 'Name must be between 1 and 25 characters') }) } },
        async (request) => ({ name: request.body.name }),
      );
      app.get('/api/test/domain', hidden, async () => {
        throw new DomainError('CONFLICT', 'Already Liked');
      });
      app.get('/api/test/crash', hidden, async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await server.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('have one shape for an unknown API route', async () => {
    const response = await server.fetch('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found', key: 'server.notFound' } });
  });

  it('carry the contract message on invalid input', async () => {
    const response = await server.fetch('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'Name must be between 1 and 25 characters', key: 'profiles.nameLength' },
    });
  });

  it('answer malformed JSON with a 400, not a crash', async () => {
    const response = await server.fetch('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
  });

  it('map a domain error to its status and keep its message', async () => {
    const response = await server.fetch('/api/test/domain');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already Liked', key: 'discover.alreadyLikedTitle' } });
  });

  it('hide the details of an unexpected error', async () => {
    const response = await server.fetch('/api/test/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'An unexpected error occurred', key: 'server.internal' } });
    expect(text).not.toContain('secret internal detail');
  });
});

describe('headers', () => {
  it('include a strict content security policy and the usual protections', async () => {
    const response = await server.fetch('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain-http local runs must not be told to upgrade to https.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('echo a sane request id and replace an unsafe one', async () => {
    const kept = await server.fetch('/api/health', { headers: { 'x-request-id': 'lb-1234_abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234_abc');
    const replaced = await server.fetch('/api/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
