import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@mithaq/contract/errors';
import { isClientPath } from '@mithaq/contract/routes';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The shells the web build made for single routes (web/scripts/route-shells.mjs writes
 * shells/auth.html: index.html plus a preload of that screen's code), by path.
 */
function routeShells(webDistDir: string): Map<string, string> {
  const dir = path.join(webDistDir, 'shells');
  if (!fs.existsSync(dir)) return new Map();
  const shells = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name): [string, string] => [`/${name.slice(0, -'.html'.length)}`, path.join(dir, name)]);
  return new Map(shells.filter(([route]) => isClientPath(route)));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated;
 * Brotli or gzip copies made at build time go to browsers that accept them.
 * Page paths get the app shell: 200 for the app's own routes, 404 for anything else (the
 * app then shows its not-found page); a route with a shell of its own gets that one. /api and /media never fall back to the shell.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const shells = hasBuild ? routeShells(webDistDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // web/scripts/precompress.mjs writes .br and .gz beside each text file at build time.
      preCompressed: true,
      cacheControl: false, // ours below, per file
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
        // The answer depends on the browser's Accept-Encoding (a precompressed copy or not).
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A page: no file extension, or one a browser asks for as a document (/john.doe, /old.html),
    // which then shows the app's Not-found page; a missing script or image stays a plain 404.
    const wantsDocument = (request.headers.accept ?? '').includes('text/html');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      (!path.extname(pathname) || wantsDocument);
    if (!isPage || !hasBuild) return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
    const known = isClientPath(pathname);
    const shell = (known && shells.get(pathname.replace(/(.)\/+$/, '$1'))) || indexFile;
    return reply
      .status(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(shell));
  });
}
