import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { englishParts } from './scripts/english-parts.mjs';
import { nativeCspFor } from './scripts/native-csp.mjs';

// Resolve paths from this file, not the working directory, so `vite build` works both from web/
// and from the repository root (`vite build -c web/vite.config.ts`).
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = `http://localhost:${process.env.SERVER_PORT ?? 3001}`;

/** Brand 700 (the header and icon green) and sand 50 (the page background) of styles.css. */
const THEME_COLOR = '#176454';
const BACKGROUND_COLOR = '#fbf9f6';

/**
 * A native build (VITE_API_BASE_URL names the API: README "Native app") runs from the wrapper's own
 * origin, which the server's CSP header never reaches: its index.html carries the policy itself,
 * first in <head>, before anything it governs (scripts/native-csp.mjs).
 */
function nativeCsp(apiBase: string | undefined): Plugin {
  return {
    name: 'mithaq-native-csp',
    apply: 'build',
    transformIndexHtml: () =>
      apiBase?.trim() ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: nativeCspFor(apiBase.trim()) }, injectTo: 'head-prepend' }] : [],
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    tailwindcss(),
    englishParts(),
    nativeCsp(process.env.VITE_API_BASE_URL),
    // The installable app (issue 15): our own worker (src/sw.ts) gets the list of built files to
    // precache; registration is ours too (features/push/serviceWorker.ts), so the native wrapper skips it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // A classic (non-module) worker: every browser with Web Push runs it.
        rollupFormat: 'iife',
        // System fonts, except Arabic's and Urdu's (lazy, with their language): those ~400 KB stay
        // out of the precache every visitor would download; the browser caches them for their readers.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/noto-*.woff2'],
      },
      manifest: {
        id: '/app/profiles',
        name: 'Mithaq',
        short_name: 'Mithaq',
        description: 'Mithaq is a zero-ghosting marriage-matching platform for Muslims aged 18+ seeking a halal match.',
        start_url: '/app/profiles',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen needs (scripts/route-shells.mjs reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file beside the entry, instead of a dozen small
        // shared chunks (each a request and a worse compression ratio).
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, ws: true },
      '/media': { target: apiOrigin },
    },
  },
});
