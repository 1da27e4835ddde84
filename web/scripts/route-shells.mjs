#!/usr/bin/env node
/**
 * Route shells (issue 18). The built index.html serves every page, and a screen loaded on demand
 * starts downloading only once the first script has arrived and run. For the public screens a
 * visitor opens directly (/auth, from the landing page or a mailed link), this writes
 * dist/shells/<route>.html: index.html plus a modulepreload of that screen's chunks, so they
 * download beside the first script. The server sends a route's shell when the build has one
 * (server/src/http/web-app.ts); anything else gets index.html, so the landing page's own first
 * load (the budget in bundle-budget.mjs) is unchanged.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Route (without its leading slash) → the sources of the screen it shows: its page and the
 * English texts that load with it (src/routes/pageChunks.ts).
 */
export const ROUTE_SHELLS = { auth: ['src/routes/AuthPage.tsx', 'src/i18n/englishApp.ts'] };

/** The chunk files `key` needs (its own and every static import), leaving out those of `skip`. */
function chunkFiles(manifest, key, skip, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk || skip.has(key) || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, skip, found);
  return found;
}

/** What the entry itself loads (index.html's script and its preloads): never listed twice. */
function entryKeys(manifest) {
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keys;
}

/** index.html with modulepreload links for `files`, right after the entry's own. */
export function shellHtml(indexHtml, files) {
  const links = [...files].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
  return indexHtml.replace(/(<script type="module"[^>]*><\/script>\n)/, `$1${links}\n`);
}

/** Writes every route shell into `distDir`; returns route → preloaded files. */
export function writeRouteShells(distDir, routes = ROUTE_SHELLS) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const skip = entryKeys(manifest);
  mkdirSync(join(distDir, 'shells'), { recursive: true });
  const written = {};
  for (const [route, sources] of Object.entries(routes)) {
    const files = new Set();
    for (const source of sources) {
      if (!manifest[source]) throw new Error(`route shell ${route}: ${source} is not in the build manifest`);
      chunkFiles(manifest, source, skip, files);
    }
    const html = shellHtml(indexHtml, files);
    if (html === indexHtml) throw new Error('route shells: index.html has no module script to put the preloads after');
    writeFileSync(join(distDir, 'shells', `${route}.html`), html);
    written[route] = [...files];
  }
  return written;
}

if (import.meta.url.startsWith('file:') && process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writeRouteShells(fileURLToPath(new URL('../dist', import.meta.url)));
  for (const [route, files] of Object.entries(written)) console.log(`Route shell /${route}: preloads ${files.length} chunk(s)`);
}
