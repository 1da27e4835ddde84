import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from './connect';

/**
 * The stored functions' files: `<feature>/sql/<function name>.sql`, each one
 * `CREATE OR REPLACE FUNCTION`, always the function's current text (docs/ARCHITECTURE.md,
 * "Stored functions"). The migrator applies them after the versioned migrations.
 */
export interface StoredFunctionFile {
  /** The function's name: the file's name without `.sql`. */
  name: string;
  /** Where it was read from, relative to the root (for errors). */
  file: string;
  text: string;
  checksum: string;
}

/** Every `sql/*.sql` file below `root` (server/src, or server/dist where build.mjs copies them). */
export function readStoredFunctions(root: string): StoredFunctionFile[] {
  if (!fs.existsSync(root)) return [];
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql') && path.basename(path.dirname(file)) === 'sql')
    .sort();
  const seen = new Map<string, string>();
  return files.map((file) => {
    const name = path.basename(file, '.sql');
    const other = seen.get(name);
    if (other) throw new Error(`stored function ${name} is defined twice: ${other} and ${file}`);
    seen.set(name, file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return { name, file, text, checksum: crypto.createHash('sha256').update(text).digest('hex') };
  });
}

/** The SQL a file runs, without its `--` comments: what a reference to another function is looked for in. */
const withoutComments = (text: string) => text.replace(/--[^\n]*/g, '');

/**
 * The files in an order where each comes after every function it names: a LANGUAGE sql body is
 * checked when created, so what it calls must exist. Ties keep the files' path order. A cycle
 * cannot be created function by function and is refused, naming its files (and any file after it).
 */
function orderByReferences(files: StoredFunctionFile[]): StoredFunctionFile[] {
  const needs = new Map(
    files.map((file) => {
      const code = withoutComments(file.text);
      const named = files.filter((other) => other !== file && new RegExp(`\\b${other.name}\\b`).test(code));
      return [file.name, new Set(named.map((other) => other.name))];
    }),
  );
  const ordered: StoredFunctionFile[] = [];
  const done = new Set<string>();
  while (ordered.length < files.length) {
    const ready = files.find((file) => !done.has(file.name) && [...needs.get(file.name)!].every((name) => done.has(name)));
    if (!ready) {
      const stuck = files.filter((file) => !done.has(file.name)).map((file) => file.file);
      throw new Error(`stored functions in a cycle of references (or after one): ${stuck.join(', ')}`);
    }
    ordered.push(ready);
    done.add(ready.name);
  }
  return ordered;
}

/**
 * The checksums of the files applied. Like the functions themselves it is this code's state, not
 * data: backups neither count nor copy its rows, and the migration level leaves it out, since any
 * database the migrator runs on is brought to this code's files (server/src/platform/backup/database.ts).
 */
export const STORED_FUNCTIONS_TABLE = 'mithaq_procedures';

export interface StoredFunctionsResult {
  applied: number;
  skipped: number;
  /** Set when a newer release migrated the database: its functions are kept (server/src/platform/db/migrate.ts). */
  newerDatabase?: true;
  /** The recorded functions whose file is gone, dropped with every overload of their name (only when some were). */
  dropped?: string[];
}

/** The digest of a function's live definition(s) in the database: what a restore or a migration changes behind the record's back. */
const liveDefinition = (name: SQL) => sql`(
  select md5(string_agg(pg_get_functiondef(p.oid), E'\n' order by p.oid))
  from pg_proc p where p.proname = ${name} and p.pronamespace = current_schema()::regnamespace
)`;

/**
 * Drops every overload of `name` in the schema (the record says the name is ours, so a signature a
 * versioned migration left behind goes too) and its record. A trigger or an atomic SQL body that
 * still uses it stops the migration, naming the function: the code without the file is incomplete.
 */
async function dropGone(tx: Tx, name: string): Promise<void> {
  const table = sql.identifier(STORED_FUNCTIONS_TABLE);
  const overloads = await queryRows<{ signature: string }>(
    tx,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
        where p.proname = ${name} and p.pronamespace = current_schema()::regnamespace and p.prokind in ('f', 'p')`,
  );
  for (const { signature } of overloads) {
    try {
      // regprocedure's text is the catalog's own quoting of the name and argument types.
      await tx.execute(sql.raw(`drop routine ${signature}`));
    } catch (error) {
      throw new Error(`stored function ${signature} has no file any more but cannot be dropped`, { cause: error });
    }
  }
  await tx.execute(sql`delete from ${table} where name = ${name}`);
}

/**
 * Applies each file whose checksum differs from the one recorded in mithaq_procedures, or whose
 * function is no longer the one applied (gone: a versioned migration drops one to change its
 * signature; replaced: a restore of an older archive, or a migration's own CREATE OR REPLACE);
 * skips the others. Then drops the recorded functions whose file was deleted (after the files, so
 * a changed file that no longer names one is in place first). Runs inside the migrator's
 * transaction, under its advisory lock (server/src/platform/db/migrate.ts), which does not call it
 * on a database a newer release migrated: that release's functions stay, the ones it dropped too.
 */
export async function applyStoredFunctions(tx: Tx, files: StoredFunctionFile[]): Promise<StoredFunctionsResult> {
  const table = sql.identifier(STORED_FUNCTIONS_TABLE);
  await tx.execute(sql`create table if not exists ${table} (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`);
  await tx.execute(sql`alter table ${table} add column if not exists definition text`);
  const rows = await queryRows<{ name: string; checksum: string; unchanged: boolean }>(
    tx,
    sql`select r.name, r.checksum, r.definition is not distinct from ${liveDefinition(sql`r.name`)} as unchanged from ${table} r`,
  );
  const recorded = new Map(rows.map((row) => [row.name, row]));
  let applied = 0;
  for (const file of orderByReferences(files)) {
    const row = recorded.get(file.name);
    if (row && row.unchanged && row.checksum === file.checksum) continue;
    await tx.execute(sql.raw(file.text));
    await tx.execute(sql`insert into ${table} (name, checksum, definition) values (${file.name}, ${file.checksum}, ${liveDefinition(sql`${file.name}::text`)})
      on conflict (name) do update set checksum = excluded.checksum, definition = excluded.definition, applied_at = now()`);
    applied++;
  }
  const named = new Set(files.map((file) => file.name));
  const gone = rows.map((row) => row.name).filter((name) => !named.has(name)).sort();
  for (const name of gone) await dropGone(tx, name);
  return { applied, skipped: files.length - applied, ...(gone.length > 0 && { dropped: gone }) };
}
