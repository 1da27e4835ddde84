import type { DomainEvent } from '../events';
import { createInProcessBus } from '../platform/bus';
import readline from 'node:readline';
import { Writable, type Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DomainError } from '../errors';
import { checkAdminCredentials, checkTotpSecret, ensureAdmin, type EnsureAdminOutcome } from '../features/admin/accounts';
import { newTotpSecret, otpauthUri } from '../features/admin/totp';
import type { TotpKey } from '../features/admin/two-factor';
import { systemClock } from '../platform/clock';
import type { Database } from '../platform/db/connect';
import { migrate } from '../platform/db/migrate';

export const USAGE = 'Usage: npm run admin:create -- <email> [--password <password>] [--totp-secret <base32> | --totp-secret new]';

/** Where the command talks: the terminal in real life, buffers in tests. */
export interface CommandIo {
  input: Readable;
  /** A person at a terminal: the password is asked for, hidden, twice. */
  interactive: boolean;
  output: Writable;
  errors: Writable;
}

class UsageError extends Error {}

/** Asks without echoing what is typed. */
async function askHidden(io: CommandIo, question: string): Promise<string> {
  io.output.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: io.input, output: muted, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    io.output.write('\n');
  }
}

/** The first line piped in (`echo "$PASSWORD" | npm run admin:create -- a@b.c`). */
async function readPipedLine(input: Readable): Promise<string> {
  const rl = readline.createInterface({ input });
  for await (const line of rl) return line;
  return '';
}

/** --password, else a hidden prompt (typed twice) in a terminal, else one line from stdin. */
async function passwordFrom(io: CommandIo, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!io.interactive) return readPipedLine(io.input);
  const first = await askHidden(io, 'Password: ');
  const second = await askHidden(io, 'Repeat the password: ');
  if (first !== second) throw new UsageError('The two passwords differ. Nothing was changed.');
  return first;
}

function parse(argv: string[]) {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { password: { type: 'string' }, 'totp-secret': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (!values.help && positionals.length === 1) return { email: positionals[0]!, password: values.password, totpSecret: values['totp-secret'] };
  } catch {
    // An unknown option: the usage says what is known.
  }
  throw new UsageError(USAGE);
}

const said: Record<EnsureAdminOutcome, (email: string) => string> = {
  created: (email) => `Admin ${email} created. Sign in at /admin/login.`,
  updated: (email) => `${email} is now an admin with the new password; its other sessions were ended.`,
  unchanged: (email) => `${email} is already an admin with this password: nothing to do.`,
};

/** `--totp-secret new` makes a fresh secret; any other value must be one (base32). */
const totpSecretFrom = (given: string | undefined) =>
  given === undefined ? undefined : given.trim().toLowerCase() === 'new' ? newTotpSecret() : checkTotpSecret(given);

/** The seeded secret, for the admin's authenticator app (typed in, or the URI made into a QR code). */
function tellSecret(io: CommandIo, email: string, secret: string | undefined) {
  if (secret === undefined) {
    io.output.write('Two-factor: the admin adds an authenticator app at the first sign-in (QR code shown there).\n');
    return;
  }
  io.output.write(`Authenticator secret: ${secret}\notpauth URI: ${otpauthUri(secret, email)}\n`);
}

/**
 * npm run admin:create -- <email> [--password <password>] [--totp-secret <base32>|new]. Answers the
 * exit code: 0 done, 1 refused (nothing changed), 2 wrong usage. The database is opened only once the
 * input is known to be good, so a typo never waits on (or complains about) a database held by a
 * running server. `keys` encrypt the authenticator secret as the server does (same APP_SECRET).
 */
export async function createAdminCommand(
  argv: string[],
  io: CommandIo,
  openDatabase: () => Promise<Database>,
  keys: TotpKey,
): Promise<number> {
  let request: { email: string; password: string; totpSecret: string | undefined };
  try {
    const args = parse(argv);
    request = { email: args.email, password: await passwordFrom(io, args.password), totpSecret: args.totpSecret };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.errors.write(`\n${error.message}\n\n`);
    return 2;
  }
  let email: string;
  let totpSecret: string | undefined;
  try {
    email = checkAdminCredentials(request.email, request.password);
    totpSecret = totpSecretFrom(request.totpSecret);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    io.errors.write(`\n${error.message}\nNothing was changed.\n\n`);
    return 1;
  }
  const database = await openDatabase();
  try {
    await migrate(database.db);
    // Nobody listens in this process: the servers see revoked sessions at their next check.
    const bus = createInProcessBus<DomainEvent>(() => undefined);
    const outcome = await ensureAdmin({ database, bus, clock: systemClock, keys }, email, request.password, 'command line', totpSecret);
    io.output.write(`${said[outcome](email)}\n`);
    tellSecret(io, email, totpSecret);
    return 0;
  } finally {
    await database.close();
  }
}
