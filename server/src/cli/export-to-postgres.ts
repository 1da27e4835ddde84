import path from 'node:path';
import { openDatabase } from '../platform/db/connect';
import { exportToPostgresCommand } from './export-to-postgres-command';
import { runCli } from './run-cli';

/**
 * npm run db:export-to-postgres -- --to postgres://… [--force] — moves the embedded database of
 * the configuration's DATA_DIR into PostgreSQL (server/src/cli/export-to-postgres-command.ts).
 * The server is stopped first: the embedded database is one process's.
 */
await runCli(async (config) => {
  const code = await exportToPostgresCommand(process.argv.slice(2), { output: process.stdout, errors: process.stderr }, {
    dataDir: config.dataDir,
    openEmbedded: () => openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'db') }),
    openPostgres: (url) => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
  });
  if (code !== 0) process.exit(code);
  return 'done';
});
