import { defineConfig } from 'vitest/config';

// A fixed non-UTC zone makes date formatting bugs show up in tests instead of in production.
// Set here, in the main process, so the web project's worker threads run in it too.
process.env.TZ = 'Asia/Karachi';

/** `npm test`: every workspace's suite; the server's integration tests run on embedded PGlite. */
export default defineConfig({
  test: {
    // Both cores: the machine has two.
    maxWorkers: 2,
    projects: ['contract/vitest.config.ts', 'server/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
