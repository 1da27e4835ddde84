import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const AUTH_SHELL = '<!doctype html><link rel="modulepreload" href="/assets/AuthPage-X1.js"><div id="root"></div>';
const BIG_SCRIPT = 'export const greeting = "salaam";\n'.repeat(500);
let webDir: string;

beforeAll(async () => {
  // A small stand-in for `vite build` output: the shell and one hashed asset.
  webDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mithaq-web-'));
  await fsp.mkdir(path.join(webDir, 'assets'));
  await fsp.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  // A route shell (web/scripts/route-shells.mjs): the same page, preloading that screen's code.
  await fsp.mkdir(path.join(webDir, 'shells'));
  await fsp.writeFile(path.join(webDir, 'shells', 'auth.html'), AUTH_SHELL);
  await fsp.writeFile(path.join(webDir, 'shells', 'nowhere.html'), '<!doctype html><p>not a route</p>');
  await fsp.writeFile(path.join(webDir, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  await fsp.writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // An asset with the copies web/scripts/precompress.mjs writes at build time.
  await fsp.writeFile(path.join(webDir, 'assets', 'start-Ef34Gh.js'), BIG_SCRIPT);
  await fsp.writeFile(path.join(webDir, 'assets', 'start-Ef34Gh.js.br'), brotliCompressSync(BIG_SCRIPT));
  await fsp.writeFile(path.join(webDir, 'assets', 'start-Ef34Gh.js.gz'), gzipSync(BIG_SCRIPT));
  server = await startTestServer({ webDistDir: webDir });
});
afterAll(async () => {
  await server.close();
  await fsp.rm(webDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each(['/', '/auth', '/privacy-policy', '/signup/details', '/app/profiles', '/app/chat/123', '/admin/dashboard'])(
    'serves the app shell for the client route %s',
    async (pathname) => {
      const response = await server.fetch(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each(['/auth', '/auth/'])('serves %s its own shell, which preloads its screen', async (pathname) => {
    const response = await server.fetch(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(AUTH_SHELL);
  });

  it('never serves a shell for a path that is not one of the app routes', async () => {
    const response = await server.fetch('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('serves the shell with status 404 for an unknown page, so the app shows its not-found page', async () => {
    const response = await server.fetch('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
    // An address with a dot, opened in a browser, is a page too.
    const dotted = await server.fetch('/john.doe', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await server.fetch('/assets/index-Ab12Cd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await server.fetch('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed copy to a browser accepting %s', async (acceptEncoding, encoding) => {
    const response = await server.fetch('/assets/start-Ef34Gh.js', { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(BIG_SCRIPT);
  });

  it('sends the file itself to a client accepting no compression, or when no copy was made', async () => {
    const plain = await server.fetch('/assets/start-Ef34Gh.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
    const uncompressed = await server.fetch('/assets/index-Ab12Cd.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(uncompressed.headers.get('content-encoding')).toBeNull();
    expect(await uncompressed.text()).toBe('console.log(1)');
  });

  it('never answers API, media or missing-file paths with the shell', async () => {
    for (const pathname of ['/api/nothing', '/media/abc.webp', '/assets/missing.js']) {
      const response = await server.fetch(pathname);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found', key: 'server.notFound' } });
    }
  });
});
