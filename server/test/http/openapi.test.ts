import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_PATH, ROUTES_WITHOUT_SCHEMA, registerOpenApi } from '../../src/http/openapi';
import { startTestServer, type TestServer } from '../support/server';

interface Operation {
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
}

const routes: { method: string; url: string; hidden: boolean; websocket: boolean }[] = [];
let server: TestServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, hidden: Boolean(route.schema?.hide), websocket: Boolean(route.websocket) });
    },
  });
  const response = await server.fetch(OPENAPI_PATH);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await response.json()) as OpenApiDocument;
});
afterAll(() => server.close());

/** /api/matches/:id/messages → /api/matches/{id}/messages, /media/* → /media/{*} (as @fastify/swagger writes them) */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');
const apiRoutes = () => routes.filter((r) => /^\/(api|media)\//.test(r.url) && r.method !== 'HEAD' && !r.hidden);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 with the bearer token as its security scheme', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Mithaq API', version: expect.any(String) });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toContainEqual({ bearerAuth: [] });
  });

  it('describes every route of the API the app has (/api and /media), each with its answer from the contract schemas', () => {
    const api = apiRoutes();
    expect(api.length).toBeGreaterThan(70);
    for (const { method, url, websocket } of api) {
      // OpenAPI cannot describe a socket: @fastify/websocket leaves the upgrade out (listed, with its reason).
      if (websocket) {
        expect(ROUTES_WITHOUT_SCHEMA.has(`${method} ${url}`)).toBe(true);
        continue;
      }
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url} is missing from the document`).toBeDefined();
      const reason = ROUTES_WITHOUT_SCHEMA.get(`${method} ${url}`);
      if (reason) {
        expect(operation!.description).toBe(reason);
        continue;
      }
      const success = Object.entries(operation!.responses).find(([status]) => status.startsWith('2'));
      expect(success?.[1].content?.['application/json']?.schema, `${method} ${url} has no JSON answer`).toBeDefined();
      for (const name of url.match(/:(\w+)/g) ?? []) {
        expect(operation!.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1)), `${method} ${url}: ${name}`).toBe(true);
      }
    }
    // Nothing in it that the app does not serve (the document itself and hidden routes are left out).
    const served = new Set(api.filter((r) => !r.websocket).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const described = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(described.filter((entry) => !served.has(entry))).toEqual([]);
  });

  it('carries the contract’s validation rules and request bodies', () => {
    const send = document.paths['/api/matches/{id}/messages']!.post!;
    expect(JSON.stringify(send.requestBody)).toContain('clientId');
    const history = document.paths['/api/matches/{id}/messages']!.get!;
    expect(history.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:after', 'query:limit', 'path:id']));
    expect(document.paths['/api/ready']!.get!.responses['503']).toBeDefined();
  });

  it('is the same document every time (built once)', async () => {
    const again = await (await server.fetch(OPENAPI_PATH)).text();
    expect(again).toBe(JSON.stringify(document));
  });
});

describe('the document in production', () => {
  async function statusIn(env: Record<string, string>) {
    const production = await startTestServer({ env: { NODE_ENV: 'production', ...env } });
    try {
      return (await production.fetch(OPENAPI_PATH)).status;
    } finally {
      await production.close();
    }
  }

  it('is not served (404) unless OPENAPI_PUBLIC=true says so', async () => {
    expect(await statusIn({})).toBe(404);
    expect(await statusIn({ OPENAPI_PUBLIC: 'false' })).toBe(404);
    expect(await statusIn({ OPENAPI_PUBLIC: 'true' })).toBe(200);
  });
});

describe('an /api route without a schema', () => {
  async function bareApp() {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, { generateAtStart: false, serve: true });
    return app;
  }

  it('stops the start with a message naming it and what it lacks', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/undescribed/:id', async () => ({}))).toThrow(
      'GET /api/undescribed/:id lacks a 2xx response schema and a params schema: describe it (or list it in ROUTES_WITHOUT_SCHEMA with the reason)',
    );
    expect(() => app.post('/api/half', { schema: { body: z.object({ a: z.string() }) } }, async () => ({}))).toThrow(/POST \/api\/half lacks a 2xx response schema/);
    await app.close();
  });

  it('is accepted with its schemas, and outside /api', async () => {
    const app = await bareApp();
    app.get('/api/described/:id', { schema: { params: z.object({ id: z.uuid() }), response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
    app.get('/not-api', async () => 'fine');
    await app.ready();
    expect(Object.keys((app.swagger() as OpenApiDocument).paths)).toContain('/api/described/{id}');
    await app.close();
  });
});
