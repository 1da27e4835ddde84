// npm run test:pg: the server's integration suite against PostgreSQL at DATABASE_URL.
// Each run creates (and drops) its own database, so runs never collide.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.error('test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
