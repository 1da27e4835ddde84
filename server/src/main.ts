import { buildApp } from './app';
import { bootstrapAdmin } from './features/admin/accounts';
import { likeNewMembers } from './demo/like-new-members';
import { startJobs } from './jobs/jobs';
import { runCli } from './cli/run-cli';
import { openConfiguredDatabase } from './platform/db/open-configured';
import { migrate } from './platform/db/migrate';
import { createLogger } from './platform/logger';
import { createPlatform } from './platform/platform';

const SHUTDOWN_GRACE_MS = 10_000;

await runCli(async (config) => {
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const database = await openConfiguredDatabase(config);
  const migration = await migrate(database.db);
  logger.info({ database: database.kind, ...migration }, 'database ready');

  const platform = createPlatform(config, database, logger);
  await bootstrapAdmin(platform);
  const app = await buildApp(platform);
  await app.listen({ host: config.host, port: config.port });
  const jobs = startJobs(platform);
  if (config.demoMode) likeNewMembers(platform);
  logger.info(`Mithaq is running on ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal means "now"
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close(); // stops accepting, lets in-flight requests finish
    await jobs.stop();
    await platform.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return 'keep-running';
});
