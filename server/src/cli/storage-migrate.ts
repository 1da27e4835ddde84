import { runCli } from './run-cli';
import { storageMigrateCommand } from './storage-migrate-command';

/**
 * npm run storage:migrate -- [--from <folder>] [--dry-run] [--concurrency N] — copies DATA_DIR/media
 * (or --from) into the bucket S3_* names. Needs no database, so it may run beside the servers.
 */
await runCli(async (config) => {
  const code = await storageMigrateCommand(process.argv.slice(2), { output: process.stdout, errors: process.stderr }, { config });
  if (code !== 0) process.exit(code);
  return 'done';
});
