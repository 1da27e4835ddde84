import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The native wrapper's pages come from these origins (Capacitor's Android and iOS webviews) and
 * call the API cross-origin (issue 15, STACK.md). Only they are granted CORS, and without
 * credentials: the wrapper authenticates with bearer tokens and sends no cookies, so a page
 * served from some other https://localhost gains nothing a script holding no token could not
 * already do. Browsers on the web app's own origin need no CORS at all.
 */
export const NATIVE_APP_ORIGINS: ReadonlySet<string> = new Set(['https://localhost', 'capacitor://localhost']);

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
// What the web client sends (lib/http.ts, pictures/uploadPicture.ts): JSON, the bearer token, the CSRF
// header, the client header, an upload's file name.
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Requested-With, X-Mithaq-Client, X-File-Name';
const PREFLIGHT_CACHE_SECONDS = '600';

export const isNativeAppOrigin = (request: FastifyRequest) => NATIVE_APP_ORIGINS.has(request.headers.origin ?? '');

/** CORS for the wrapper's origins on /api; a preflight is answered here, before any route. */
export function registerNativeAppCors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isNativeAppOrigin(request) || !request.url.startsWith('/api/')) return;
    reply.header('access-control-allow-origin', request.headers.origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', PREFLIGHT_CACHE_SECONDS);
      return reply.code(204).send();
    }
  });
}
