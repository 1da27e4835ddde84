import { performance } from 'node:perf_hooks';
import fastifySwagger from '@fastify/swagger';
import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { REALTIME_PATH } from '@mithaq/contract/realtime';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The routes of the API that carry no schema, and why; every other /api route must have one.
 * Outside /api and /media the server serves the web app's files, which the document leaves out.
 */
export const ROUTES_WITHOUT_SCHEMA: ReadonlyMap<string, string> = new Map([
  [
    'GET /media/*',
    "A picture's bytes (WebP) at the signed, expiring URL an answer of the API gave; the viewer cookie or the access token (Authorization: Bearer) must name the member it was signed for.",
  ],
  // @fastify/websocket also leaves it out of the document: OpenAPI cannot describe a socket.
  [`GET ${REALTIME_PATH}`, 'The WebSocket upgrade: its frames and events are the zod schemas of contract/src/realtime.ts.'],
  [`GET ${apiPaths.account.export}`, 'A download streamed as the rows are read: one JSON document, described in docs/DATA-EXPORT.md.'],
  ['GET /api/unsubscribe', "An HTML page for a mail client's browser, with the one-click button (no session: the token is the proof)."],
  ['POST /api/unsubscribe', 'RFC 8058 one-click unsubscribe (List-Unsubscribe=One-Click): answers an HTML page.'],
  ['GET /api/never-email', 'An HTML page with one button: never e-mail this address again (the link in every mail to someone who is not a member; no session).'],
  ['POST /api/never-email', 'RFC 8058 one-click: this address is never mailed again; answers an HTML page.'],
  ['POST /api/never-email/undo', '"E-mail me again" from the never-e-mail page of an address opted out (the same signed link): mailed as before; answers an HTML page.'],
  ['GET /api/unsubscribe/reminders', 'The reminder e-mails\' HTML page, as GET /api/unsubscribe for the news.'],
  ['POST /api/unsubscribe/reminders', 'RFC 8058 one-click unsubscribe from reminder e-mails only: answers an HTML page.'],
]);

type Method = RouteOptions['method'];
const methodsOf = (method: Method) => (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD');

/**
 * What an /api route lacks to be described: an answer (a 2xx response schema) and, when its path
 * has parameters, their schema. Request bodies are not required: some calls take none.
 */
export function missingSchemaParts(route: Pick<RouteOptions, 'url' | 'schema'>): string[] {
  const schema = route.schema ?? {};
  const responses = Object.keys((schema.response as Record<string, unknown> | undefined) ?? {});
  const missing: string[] = [];
  if (!responses.some((status) => /^2(\d\d|XX)$/.test(status))) missing.push('a 2xx response schema');
  if (route.url.includes(':') && !schema.params) missing.push('a params schema');
  return missing;
}

/**
 * The OpenAPI 3 document of the API, generated from the routes' zod schemas (the contract's) by
 * @fastify/swagger with the zod type provider's transforms, once, and served from /api/openapi.json
 * when `serve` says so (config.openApiPublic: not in production unless OPENAPI_PUBLIC=true, so the
 * map of every call is no gift to whoever probes the site). Registering an /api route without a
 * schema fails the start either way (so any test that boots the app fails), unless
 * ROUTES_WITHOUT_SCHEMA says why.
 */
export async function registerOpenApi(app: FastifyInstance, options: { generateAtStart: boolean; serve: boolean }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mithaq API',
        version: '1',
        description:
          'Every error answers { error: { code, message, key?, params? } }. A call that needs a signed-in member ' +
          'answers 401 without a valid access token (Authorization: Bearer, from /api/auth/sign-in or /api/auth/refresh).',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token (15 minutes)' } },
      },
      // A token where the call needs one; the sign-in, sign-up, health and link calls take none.
      security: [{ bearerAuth: [] }, {}],
    },
    // The web app's files are no part of the API; the routes without a schema say why in their description.
    transform: (input) => {
      if (!/^\/(api|media)\//.test(input.url)) return { url: input.url, schema: { ...input.schema, hide: true } };
      const output = jsonSchemaTransform(input);
      const reason = methodsOf(input.route.method)
        .map((method) => ROUTES_WITHOUT_SCHEMA.get(`${method} ${input.url}`))
        .find(Boolean);
      return reason ? { ...output, schema: { ...output.schema, description: reason } } : output;
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    for (const method of methodsOf(route.method)) {
      const missing = missingSchemaParts(route);
      if (missing.length > 0 && !ROUTES_WITHOUT_SCHEMA.has(`${method} ${route.url}`)) {
        throw new Error(`${method} ${route.url} lacks ${missing.join(' and ')}: describe it (or list it in ROUTES_WITHOUT_SCHEMA with the reason)`);
      }
    }
  });

  // Not served: unknown here, a 404 like any other path.
  if (!options.serve) return;
  // Built once: at a production start (about 0.1 s here), so no caller waits; tests, which boot
  // many apps, build it only when they ask for it.
  let document: string | undefined;
  const generated = () => {
    if (document === undefined) {
      const started = performance.now();
      document = JSON.stringify(app.swagger());
      app.log.debug({ ms: Math.round(performance.now() - started), bytes: document.length }, 'OpenAPI document generated');
    }
    return document;
  };
  if (options.generateAtStart) app.addHook('onReady', async () => void generated());
  // Hidden from itself: it is no call of the API.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(generated()),
  );
}
