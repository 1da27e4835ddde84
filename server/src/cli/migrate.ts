import { openConfiguredDatabase } from '../platform/db/open-configured';
import { migrate } from '../platform/db/migrate';
import { runCli } from './run-cli';

/** npm run db:migrate — against DATABASE_URL, or the embedded database when no server holds it. */
await runCli(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    const { applied, total, functions } = await migrate(database.db);
    console.log(
      `${database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded database'}: applied ${applied} of ${total} migrations; ` +
        `stored functions: ${functions.applied} applied, ${functions.skipped} unchanged` +
        `${functions.dropped ? `, ${functions.dropped.length} dropped (${functions.dropped.join(', ')})` : ''}.`,
    );
  } finally {
    await database.close();
  }
  return 'done';
});
