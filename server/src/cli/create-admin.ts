import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ensureAdmin, type EnsureAdminOutcome } from '../features/admin/accounts';
import { DomainError } from '../errors';
import { systemClock } from '../platform/clock';
import { openConfiguredDatabase } from '../platform/db/open-configured';
import { migrate } from '../platform/db/migrate';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run admin:create -- <email> [--password <password>]';

class UsageError extends Error {}

/** Asks without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

/** The first line piped in (`echo "$PASSWORD" | npm run admin:create -- a@b.c`). */
async function readPipedLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) return line;
  return '';
}

/** --password, else a hidden prompt (typed twice) in a terminal, else one line from stdin. */
async function passwordFrom(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new UsageError('The two passwords differ. Nothing was changed.');
  return first;
}

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) throw new UsageError(USAGE);
  return { email: positionals[0]!, password: values.password };
}

const said: Record<EnsureAdminOutcome, (email: string) => string> = {
  created: (email) => `Admin ${email} created. Sign in at /admin/login.`,
  updated: (email) => `${email} is now an admin with the new password; its other sessions were ended.`,
  unchanged: (email) => `${email} is already an admin with this password: nothing to do.`,
};

/**
 * npm run admin:create -- <email> [--password <password>] — against DATABASE_URL, or the embedded
 * database in DATA_DIR when no server holds it (with a running embedded server, use ADMIN_EMAIL
 * and ADMIN_PASSWORD instead).
 */
await runCli(async (config) => {
  let args: { email: string; password: string | undefined };
  let password: string;
  try {
    args = parse(process.argv.slice(2));
    password = await passwordFrom(args.password);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const database = await openConfiguredDatabase(config);
  let refused: string | null = null;
  try {
    await migrate(database.db);
    const outcome = await ensureAdmin({ database, clock: systemClock }, args.email, password, 'command line');
    console.log(said[outcome](args.email.trim().toLowerCase()));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    refused = error.message;
  } finally {
    await database.close();
  }
  if (refused) {
    console.error(`\n${refused}\nNothing was changed.\n`);
    process.exit(1);
  }
  return 'done';
});
