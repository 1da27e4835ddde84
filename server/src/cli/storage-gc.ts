import { openConfiguredDatabase } from '../platform/db/open-configured';
import { createLogger } from '../platform/logger';
import { createConfiguredStorage } from '../platform/storage/configured';
import { runCli } from './run-cli';
import { keysInUse, storageGcCommand } from './storage-gc-command';

/**
 * npm run storage:gc -- [--delete] — lists (or with --delete removes) the stored pictures and
 * selfies no row points to, in DATA_DIR/media or the S3 bucket, as the servers' configuration
 * says. Reads DATABASE_URL, or the embedded database when no server holds it (a running server's
 * lock is refused with a clear message, and then nothing is deleted). Writes nothing to the database.
 */
await runCli(async (config) => {
  const storage = createConfiguredStorage(config, createLogger({ level: 'warn', pretty: false }));
  const readKeys = async () => {
    const database = await openConfiguredDatabase(config);
    try {
      return await keysInUse(database);
    } finally {
      await database.close();
    }
  };
  const code = await storageGcCommand(process.argv.slice(2), { output: process.stdout, errors: process.stderr }, { keysInUse: readKeys, storage, now: new Date() });
  if (code !== 0) process.exit(code);
  return 'done';
});
