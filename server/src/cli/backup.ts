import { buildInfo } from '../platform/build-info';
import { openConfiguredDatabase } from '../platform/db/open-configured';
import { createLogger } from '../platform/logger';
import { createConfiguredStorage } from '../platform/storage/configured';
import { backupCommand } from './backup-command';
import { runCli } from './run-cli';

/**
 * npm run backup -- --to FILE — one archive with the database and the pictures, as the servers'
 * configuration names them (server/src/cli/backup-command.ts). PostgreSQL is dumped while the
 * servers run; the embedded database (PGlite) is one process's, so it is backed up while its
 * server is stopped.
 */
await runCli(async (config) => {
  const code = await backupCommand(process.argv.slice(2), { output: process.stdout, errors: process.stderr }, {
    openDatabase: () => openConfiguredDatabase(config),
    postgresUrl: config.databaseUrl,
    storage: createConfiguredStorage(config, createLogger({ level: 'warn', pretty: false })),
    mediaSource: config.s3 ? 's3' : 'local',
    build: buildInfo(config.commit),
    now: () => new Date(),
    scheduleEveryHours: config.backup.everyHours,
  });
  if (code !== 0) process.exit(code);
  return 'done';
});
