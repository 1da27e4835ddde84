import { defineConfig } from 'vitest/config';

/**
 * `npm run test:multinode`: several real server processes on one PostgreSQL database and one
 * Redis (DATABASE_URL and REDIS_URL), the way production scales out. CI runs it when both answer.
 */
export default defineConfig({
  test: {
    name: 'multinode',
    root: import.meta.dirname,
    include: ['multinode/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
