import { allEndpoints } from '@mithaq/contract/endpoints';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES_WITHOUT_SCHEMA } from '../../src/http/openapi';
import { startTestServer, type TestServer } from '../support/server';

const registered: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
});
afterAll(() => server.close());

describe('the endpoint table (contract/src/endpoints/)', () => {
  const table = allEndpoints().map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);

  it('has every entry registered by the server', () => {
    expect(table.filter((route) => !registered.includes(route))).toEqual([]);
  });

  // Outside it only what has no JSON schema (pages, the socket, the export stream), each with its reason.
  it('names every /api route the server registers', () => {
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((route) => !table.includes(route) && !ROUTES_WITHOUT_SCHEMA.has(route))).toEqual([]);
  });
});
