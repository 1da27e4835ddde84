import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';
import { parseEnv } from 'node:util';

/**
 * The environment with the deployment's `.env` file under it (`npm run setup` writes one): a
 * variable set in the environment wins over the file, so a one-off `PORT=4000 npm start` or a
 * container's settings still decide. ENV_FILE names another file; a missing file is no error
 * (the embedded default needs none), an unreadable one is.
 */
export function withDotEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): NodeJS.ProcessEnv {
  const file = path.resolve(cwd, env.ENV_FILE ?? '.env');
  if (!fs.existsSync(file)) {
    if (env.ENV_FILE) throw new ConfigError([`ENV_FILE: ${file} does not exist`]);
    return env;
  }
  return { ...parseDotEnv(fs.readFileSync(file, 'utf8')), ...env };
}

/**
 * A .env file's text as the server reads it: Node's own reader, the one --env-file uses (quotes,
 * comments, multi-line values; no backslash escapes but \n in double quotes). `npm run setup`
 * (server/src/cli/setup-env.ts) reads what it writes back through this before writing it.
 */
export function parseDotEnv(text: string): NodeJS.Dict<string> {
  return parseEnv(text);
}
