import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit next to the code (src/**), integration tests in test/**. Integration tests
 * share one database per worker (PGlite starts in seconds, so it is opened once); they
 * isolate by making their own users rather than by emptying tables, which also keeps them
 * honest on a shared PostgreSQL database in `npm run test:pg`.
 */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    // The ".pg" test files (e.g. server/test/marriage/married-race.pg.test.ts) race two transactions
    // at once, which needs PostgreSQL (PGlite has one connection): they run in `npm run test:pg`, never in `npm test`.
    exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    env: { TZ: 'Asia/Karachi' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
