import { openConfiguredDatabase } from '../platform/db/open-configured';
import { deriveKey, resolveAppSecret } from '../platform/secrets';
import { sendNewsCommand } from './send-news-command';
import { runCli } from './run-cli';

/**
 * npm run news:send -- --subject "…" --text-file news.txt — against DATABASE_URL, or the embedded
 * database in DATA_DIR when no server holds it (runCli says clearly when a running server does:
 * stop it, send, start it again and it delivers the queued mail). Same APP_SECRET as the server,
 * so the unsubscribe links verify there.
 */
await runCli(async (config) => {
  const links = { keys: { unsubscribe: deriveKey(resolveAppSecret(config.appSecret, config.dataDir), 'unsubscribe') }, config };
  const code = await sendNewsCommand(process.argv.slice(2), { output: process.stdout, errors: process.stderr }, () => openConfiguredDatabase(config), links);
  if (code !== 0) process.exit(code);
  return 'done';
});
