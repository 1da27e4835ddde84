// npm run test:multinode: real server processes sharing PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error(
    'test:multinode needs DATABASE_URL and REDIS_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run test:multinode',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'server/vitest.multinode.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
