import path from 'node:path';
import { openConfiguredDatabase } from '../platform/db/open-configured';
import { createLogger } from '../platform/logger';
import { createConfiguredStorage } from '../platform/storage/configured';
import { restoreCommand } from './restore-command';
import { runCli } from './run-cli';

/**
 * npm run restore -- FILE [--force] — puts an archive of npm run backup into the deployment the
 * servers' configuration names (server/src/cli/restore-command.ts). With the embedded database
 * (PGlite, one process's), the server is stopped first.
 */
await runCli(async (config) => {
  const code = await restoreCommand(process.argv.slice(2), { output: process.stdout, errors: process.stderr }, {
    target: config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
    openDatabase: () => openConfiguredDatabase(config),
    storage: createConfiguredStorage(config, createLogger({ level: 'warn', pretty: false })),
    now: () => new Date(),
  });
  if (code !== 0) process.exit(code);
  return 'done';
});
