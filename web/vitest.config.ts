import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { englishParts } from './scripts/english-parts.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), englishParts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The time zone (a fixed non-UTC one) is set for the whole run in the root vitest.config.ts:
    // worker threads share their process's zone, so a per-project env would not reach them.
    testTimeout: 20_000,
    // One jsdom per worker instead of one per file: 3x faster. Tests therefore never rely on
    // module mocks (vi.mock) and leave no state behind (setup.ts resets the DOM and storage).
    pool: 'threads',
    isolate: false,
  },
});
