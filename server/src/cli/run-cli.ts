import { ConfigError, loadConfig, type Config } from '../config';
import { EmbeddedDatabaseInUseError } from '../platform/db/embedded-lock';
import { withDotEnv } from '../platform/dot-env';

/**
 * Shared entry for the server and every CLI: parse the config once (the environment over the
 * `.env` file, platform/dot-env.ts), turn the errors a person can fix (bad config, embedded
 * database in use) into one clear line and exit code 1.
 */
export async function runCli(body: (config: Config) => Promise<'done' | 'keep-running'>): Promise<void> {
  try {
    const outcome = await body(loadConfig(withDotEnv(process.env)));
    if (outcome === 'done') process.exit(0);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
