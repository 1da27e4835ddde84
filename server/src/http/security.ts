import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a strict CSP: the built app has no inline scripts; Radix sets
 * inline style attributes, hence 'unsafe-inline' for styles only. HSTS and upgrading
 * requests only make sense when the public URL is https.
 */
function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets, computed once: they are the same for every answer (no CSP nonces),
 * so each request only copies them instead of running helmet's middleware (which re-parses the
 * CSP directives every time: a hot-path cost for nothing).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(https))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const headers = securityHeaders(publicUrl.startsWith('https://'));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
