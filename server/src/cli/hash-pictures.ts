import { hashUnhashedPictures } from '../features/pictures/hash-backfill';
import { migrate } from '../platform/db/migrate';
import { openConfiguredDatabase } from '../platform/db/open-configured';
import { createLogger } from '../platform/logger';
import { createPlatform } from '../platform/platform';
import { runCli } from './run-cli';

/**
 * npm run pictures:hash — gives a perceptual hash to every picture stored before hashing existed
 * (photo safety), against DATABASE_URL or the embedded database when no server holds it. Safe to
 * run again: only pictures without a hash are read.
 */
await runCli(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const platform = createPlatform(config, database, createLogger({ level: 'warn', pretty: false }));
    const hashed = await hashUnhashedPictures(platform).finally(() => platform.close());
    console.log(`Pictures hashed: ${hashed}.`);
  } finally {
    await database.close();
  }
  return 'done';
});
