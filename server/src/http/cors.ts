import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The native wrapper's pages come from these origins (Capacitor's Android and iOS webviews) and
 * call the API cross-origin (issue 15, STACK.md). Only they are granted CORS, and without
 * credentials: the wrapper authenticates with bearer tokens and sends no cookies, so a page
 * served from some other https://localhost gains nothing a script holding no token could not
 * already do. Browsers on the web app's own origin need no CORS at all.
 */
export const NATIVE_APP_ORIGINS: ReadonlySet<string> = new Set(['https://localhost', 'capacitor://localhost']);

// What the web client sends to the API (lib/http.ts, pictures/uploadPicture.ts): JSON, the bearer token,
// the CSRF header, the client header, an upload's file name. Pictures are only read, with the bearer
// (web/src/lib/useMediaObjectUrl.ts), since the wrapper cannot send the /media viewer cookie.
const GRANTS: readonly { prefix: string; methods: string; headers: string }[] = [
  { prefix: '/api/', methods: 'GET, POST, PUT, PATCH, DELETE', headers: 'Authorization, Content-Type, X-Requested-With, X-Mithaq-Client, X-File-Name' },
  { prefix: '/media/', methods: 'GET', headers: 'Authorization' },
];
const PREFLIGHT_CACHE_SECONDS = '600';

export const isNativeAppOrigin = (request: FastifyRequest) => NATIVE_APP_ORIGINS.has(request.headers.origin ?? '');

/** CORS for the wrapper's origins on /api and /media; a preflight is answered here, before any route. */
export function registerNativeAppCors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isNativeAppOrigin(request)) return;
    const grant = GRANTS.find(({ prefix }) => request.url.startsWith(prefix));
    if (!grant) return;
    reply.header('access-control-allow-origin', request.headers.origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', grant.methods);
      reply.header('access-control-allow-headers', grant.headers);
      reply.header('access-control-max-age', PREFLIGHT_CACHE_SECONDS);
      return reply.code(204).send();
    }
  });
}
