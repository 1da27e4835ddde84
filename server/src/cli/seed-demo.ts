import { seedDemo } from '../demo/seed';
import { openConfiguredDatabase } from '../platform/db/open-configured';
import { migrate } from '../platform/db/migrate';
import { createLogger } from '../platform/logger';
import { createPlatform } from '../platform/platform';
import { runCli } from './run-cli';

/** npm run seed:demo — against DATABASE_URL, or the embedded database in DATA_DIR when no server holds it. */
await runCli(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const platform = createPlatform(config, database, createLogger({ level: 'warn', pretty: false }));
    const started = Date.now();
    const { created } = await seedDemo(platform).finally(() => platform.close());
    console.log(
      created
        ? `Demo data: ${created} members created in ${Math.round((Date.now() - started) / 1000)} s.`
        : 'Demo data is already there: nothing to do.',
    );
  } finally {
    await database.close();
  }
  return 'done';
});
