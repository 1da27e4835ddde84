import { defineConfig } from 'vitest/config';

/** `npm test`: every workspace's suite; the server's integration tests run on embedded PGlite. */
export default defineConfig({
  test: {
    // Both cores: the machine has two.
    maxWorkers: 2,
    projects: ['contract/vitest.config.ts', 'server/vitest.config.ts', 'web/vitest.config.ts'],
  },
});
