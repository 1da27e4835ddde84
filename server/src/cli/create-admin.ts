import { openConfiguredDatabase } from '../platform/db/open-configured';
import { keyRing, resolveAppSecret } from '../platform/secrets';
import { createAdminCommand } from './create-admin-command';
import { runCli } from './run-cli';

/**
 * npm run admin:create -- <email> [--password <password>] [--totp-secret <base32>|new] — against DATABASE_URL, or the embedded
 * database in DATA_DIR when no server holds it (with a running embedded server, use ADMIN_EMAIL
 * and ADMIN_PASSWORD instead; runCli says so clearly when the database is in use).
 */
await runCli(async (config) => {
  const io = { input: process.stdin, interactive: Boolean(process.stdin.isTTY), output: process.stdout, errors: process.stderr };
  const keys = keyRing(resolveAppSecret(config.appSecret, config.dataDir), config.appSecretPrevious);
  const code = await createAdminCommand(process.argv.slice(2), io, () => openConfiguredDatabase(config), keys);
  if (code !== 0) process.exit(code);
  return 'done';
});
