import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeRouteShells } from './route-shells.mjs';

const INDEX = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-S.js">
</head><body><div id="root"></div></body></html>`;

/** A build manifest as Vite writes it: the entry (with a shared start chunk) and a lazy screen. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_start-S.js'], dynamicImports: ['src/routes/AuthPage.tsx'] },
  '_start-S.js': { file: 'assets/start-S.js' },
  'src/routes/AuthPage.tsx': { file: 'assets/AuthPage-A.js', isDynamicEntry: true, imports: ['index.html', '_start-S.js', '_radix-R.js'] },
  '_radix-R.js': { file: 'assets/radix-R.js', imports: ['_start-S.js', '_shared-H.js'] },
  '_shared-H.js': { file: 'assets/shared-H.js' },
  'src/i18n/englishApp.ts': { file: 'assets/englishApp-T.js', isDynamicEntry: true, imports: ['_start-S.js', '_messageTexts-M.js', '_shared-H.js'] },
  '_messageTexts-M.js': { file: 'assets/messageTexts-M.js' },
};

let dist: string | null = null;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

describe('route shells', () => {
  it("writes /auth's shell: index.html preloading the screen's chunks, none of the entry's twice", () => {
    dist = mkdtempSync(join(tmpdir(), 'mithaq-shells-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dist, 'index.html'), INDEX);
    expect(writeRouteShells(dist, { auth: ['src/routes/AuthPage.tsx'] })).toEqual({ auth: ['assets/AuthPage-A.js', 'assets/radix-R.js', 'assets/shared-H.js'] });
    const shell = readFileSync(join(dist, 'shells/auth.html'), 'utf8');
    expect([...shell.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/AuthPage-A.js',
      '/assets/radix-R.js',
      '/assets/shared-H.js',
      '/assets/start-S.js',
    ]);
    // The landing page's own index.html is left as it was.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(INDEX);
  });

  it('refuses a screen the build does not have, instead of writing a shell that preloads nothing', () => {
    dist = mkdtempSync(join(tmpdir(), 'mithaq-shells-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dist, 'index.html'), INDEX);
    expect(() => writeRouteShells(dist!, { gone: ['src/routes/Gone.tsx'] })).toThrow(/not in the build manifest/);
  });

  it('preloads the English texts the screen loads with (each chunk once), so /auth renders without waiting for them', () => {
    dist = mkdtempSync(join(tmpdir(), 'mithaq-shells-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dist, 'index.html'), INDEX);
    expect(writeRouteShells(dist)).toEqual({
      auth: ['assets/AuthPage-A.js', 'assets/radix-R.js', 'assets/shared-H.js', 'assets/englishApp-T.js', 'assets/messageTexts-M.js'],
    });
  });
});
