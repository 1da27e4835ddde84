import { buildApp } from './app';
import { bootstrapAdmin } from './features/admin/accounts';
import { keepDemoMembersActive, likeNewMembers } from './demo/like-new-members';
import { startMetricsListener } from './http/metrics';
import { startJobs } from './jobs/jobs';
import { runCli } from './cli/run-cli';
import { openConfiguredDatabase } from './platform/db/open-configured';
import { buildInfo } from './platform/build-info';
import { migrate } from './platform/db/migrate';
import { createLogger } from './platform/logger';
import { createPlatform } from './platform/platform';
import { gracefulShutdown } from './shutdown';

await runCli(async (config) => {
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const build = buildInfo(config.commit);
  logger.info(build, `Mithaq ${build.version}${build.commit ? ` (${build.commit})` : ''} on Node.js ${build.node}`);
  // Real mail with confirmation off: an account's address is whatever was typed, never proven, so
  // the rules that rely on a confirmed address (guardian invitations) rely on nothing.
  if (config.smtpUrl && !config.requireEmailConfirmation) {
    logger.warn('AUTH_EMAIL_CONFIRMATION=off with SMTP_URL: addresses are not proven; guardian invitations can then mail any address an account names');
  }
  const database = await openConfiguredDatabase(config);
  const migration = await migrate(database.db);
  logger.info({ database: database.kind, ...migration }, 'database ready');

  const platform = createPlatform(config, database, logger);
  await bootstrapAdmin(platform);
  const app = await buildApp(platform);
  await app.listen({ host: config.host, port: config.port });
  const { port: metricsPort } = config.metrics;
  const metricsListener = metricsPort === undefined ? undefined : await startMetricsListener(platform.metrics, { ...config.metrics, port: metricsPort });
  if (metricsListener) logger.info(`Metrics on http://${config.metrics.host}:${metricsListener.port}/metrics`);
  const jobs = startJobs(platform);
  if (config.demoMode) {
    await keepDemoMembersActive(platform);
    likeNewMembers(platform);
  }
  logger.info(`Mithaq is running on ${config.publicUrl}`);

  const stop = gracefulShutdown({ app, jobs, platform, database, metricsListener }, config.shutdown);
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return 'keep-running';
});
