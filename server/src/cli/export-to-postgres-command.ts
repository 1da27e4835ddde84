import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { databaseFacts, hasEmbeddedDatabase, knownMigrationLevel, ledgerBalances, memberCount, migrationLevel, sameMigrationLevel, type DatabaseFacts } from '../platform/backup/database';
import { importLogical, withLogicalExport } from '../platform/backup/logical';
import { resetAfterCopy } from '../platform/backup/schedule-repo';
import type { Database } from '../platform/db/connect';
import { EmbeddedDatabaseInUseError } from '../platform/db/embedded-lock';

export const EXPORT_TO_POSTGRES_USAGE =
  'Usage: npm run db:export-to-postgres -- --to postgres://user:password@host:5432/database [--force]   (an empty database; --force replaces the contents of one with members)';

export interface ExportToPostgresIo {
  output: Writable;
  errors: Writable;
}

export interface ExportToPostgresDeps {
  /** The configuration's DATA_DIR: the embedded database is its db/ folder. */
  dataDir: string;
  /** Opens that embedded database (once it is known to exist); the command closes it. */
  openEmbedded: () => Promise<Database>;
  /** Opens the PostgreSQL database at the flag's URL; the command closes it. */
  openPostgres: (url: string) => Promise<Database>;
}

class ExportRefusal extends Error {}

function parse(argv: string[]): { to: string; force: boolean } | null {
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { to: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help || positionals.length > 0 || !values.to || !isPostgresUrl(values.to)) return null;
    return { to: values.to, force: values.force ?? false };
  } catch {
    return null; // an unknown option: the usage says what is known
  }
}

/** A URL that parses, postgres:// or postgresql://: only such a one is opened, or printed (shown). */
function isPostgresUrl(text: string): boolean {
  return /^postgres(ql)?:\/\//.test(text) && URL.canParse(text);
}

/** The URL as it may be printed: without its password, in the userinfo or as libpq's ?password=. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
  return parsed.toString();
}

/** Tables whose row counts differ between the two sides, and members whose balance is not their ledger's sum or differs, as lines. */
async function differences(source: Database, sourceFacts: DatabaseFacts, target: Database): Promise<string[]> {
  const targetFacts = await databaseFacts(target.db);
  const tables = [...new Set([...Object.keys(sourceFacts.rows), ...Object.keys(targetFacts.rows)])].sort();
  const lines = tables.filter((table) => sourceFacts.rows[table] !== targetFacts.rows[table]).map((table) => `  ${table}: ${sourceFacts.rows[table] ?? 'absent'} in the embedded database, ${targetFacts.rows[table] ?? 'absent'} in PostgreSQL`);
  const [before, after] = [await ledgerBalances(source.db), await ledgerBalances(target.db)];
  for (const [side, ledger] of [['embedded database', before], ['PostgreSQL', after]] as const) {
    for (const row of ledger.filter((row) => row.sum !== row.balance)) lines.push(`  in the ${side}, member ${row.id} has a balance of ${row.balance} and ledger rows summing to ${row.sum}`);
  }
  if (!isDeepStrictEqual(before, after)) lines.push('  the token balances of the two databases differ');
  return lines;
}

async function closeAll(databases: (Database | undefined)[]): Promise<void> {
  for (const database of databases) await database?.close();
}

/**
 * npm run db:export-to-postgres: moves an embedded deployment's database (DATA_DIR/db, PGlite)
 * into the PostgreSQL database at --to, with the logical copy of npm run backup
 * (server/src/platform/backup/logical.ts): the target is migrated by this code, every row is
 * copied in one transaction, then every table's row count and every member's token balance
 * (against the ledger's sum) are compared on both sides. The embedded database is only read. It
 * refuses a target with members unless --force, and an embedded database the server holds open.
 * Answers the exit code: 0 done, 1 refused or failed, 2 wrong usage.
 */
export async function exportToPostgresCommand(argv: string[], io: ExportToPostgresIo, deps: ExportToPostgresDeps): Promise<number> {
  const options = parse(argv);
  if (!options) {
    io.errors.write(`\n${EXPORT_TO_POSTGRES_USAGE}\n\n`);
    return 2;
  }
  const dir = path.join(deps.dataDir, 'db');
  let source: Database | undefined;
  let target: Database | undefined;
  try {
    // Opening a folder that holds no database would make one: it is looked at first.
    if (!hasEmbeddedDatabase(dir)) throw new ExportRefusal(`There is no embedded database in ${dir}: DATA_DIR names the deployment to move.`);
    source = await deps.openEmbedded();
    const [level, known] = [await migrationLevel(source.db), knownMigrationLevel()];
    if (!sameMigrationLevel(level, known)) {
      throw new ExportRefusal(`The embedded database is at migration level ${level.applied} and this Mithaq at ${known.applied}: start the server once with this version (it migrates the database), stop it, then export.`);
    }
    try {
      target = await deps.openPostgres(options.to);
      const members = await memberCount(target.db);
      if (members > 0 && !options.force) {
        throw new ExportRefusal(`The PostgreSQL database at ${shown(options.to)} has ${members} members already: export into a new, empty database, or run again with --force to replace its contents.`);
      }
    } catch (error) {
      if (error instanceof ExportRefusal) throw error;
      throw new ExportRefusal(`Cannot use the PostgreSQL database at ${shown(options.to)}: ${(error as Error).message}.`);
    }
  } catch (error) {
    await closeAll([source, target]);
    const message =
      error instanceof ExportRefusal
        ? error.message
        : error instanceof EmbeddedDatabaseInUseError
          ? `The embedded database (PGlite) can be opened by one process only, and a server (pid ${error.pid}) has it: stop the server, then export.`
          : `Cannot open the embedded database: ${(error as Error).message}.`;
    io.errors.write(`\n${message}\nNothing was copied.\n\n`);
    return 1;
  }

  try {
    io.errors.write('db:export-to-postgres: migrating PostgreSQL and copying every table…\n');
    const into = target;
    const facts = await withLogicalExport(source, async (read, lines) => {
      await importLogical(into, lines);
      return read;
    });
    // The copied scheduled backup row keeps no claim of the embedded deployment's (it changes no count).
    await resetAfterCopy(target.db, {});
    io.errors.write('db:export-to-postgres: comparing both sides…\n');
    const differ = await differences(source, facts, target);
    if (differ.length > 0) {
      io.errors.write(`\nThe copy does not match the embedded database:\n${differ.join('\n')}\nDo not switch to it; the embedded database is unchanged.\n\n`);
      return 1;
    }
    const rows = Object.values(facts.rows).reduce((sum, n) => sum + n, 0);
    io.output.write(
      [
        `Copied the embedded database into PostgreSQL at ${shown(options.to)}: ${rows} rows in ${Object.keys(facts.rows).length} tables; every table's row count and every member's token balance (against the ledger) checked on both sides.`,
        `The embedded database in ${dir} is unchanged: keep it until the PostgreSQL deployment runs well.`,
        'Next:',
        `  1. In .env: DATABASE_URL=${shown(options.to)} (with its real password). With DATABASE_URL the server also needs APP_SECRET and VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY:`,
        `     unless set already, copy APP_SECRET from ${path.join(deps.dataDir, 'app-secret')} and the key pair from ${path.join(deps.dataDir, 'vapid-keys.json')} (sign-ins, links and push subscriptions depend on them).`,
        `  2. The pictures stay in ${path.join(deps.dataDir, 'media')}; for several servers, set S3_* and run: npm run storage:migrate`,
        '  3. Start the server.',
      ].join('\n') + '\n',
    );
    return 0;
  } catch (error) {
    io.errors.write(`\nThe copy failed: ${(error as Error).message}.\nPostgreSQL holds what it held before (and this version's migrations); the embedded database is unchanged.\n\n`);
    return 1;
  } finally {
    await closeAll([source, target]);
  }
}
