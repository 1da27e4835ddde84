import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Queryable } from '../db/connect';
import { migrate } from '../db/migrate';
import { databaseFacts, migrationLevel, sameMigrationLevel, type DatabaseFacts } from './database';
import { loadPlan, type LoadPlan, type PlannedTable } from './logical-plan';

/**
 * The logical copy of a Mithaq database, through the app's own connection (no pg_dump): used by
 * npm run backup when pg_dump is not installed, by npm run restore of such an archive, and by
 * npm run db:export-to-postgres (server/src/cli/export-to-postgres-command.ts).
 *
 * Its text is JSON lines: a head ({format, version, migrations}), then for each table in
 * foreign-key order (server/src/platform/backup/logical-plan.ts) a line {table, columns, rows}
 * and that many rows, each as PostgreSQL's row_to_json wrote it, and last {sequences}. Rows are never parsed in JavaScript:
 * they go back into PostgreSQL as text (json_populate_recordset), so bigints, timestamps to the
 * microsecond, jsonb, arrays and citext come back as they were.
 *
 * mithaq_migrations and mithaq_procedures are not copied: the target is migrated by this code first
 * (which writes those tables) and must then be at exactly the source's level, which the head records.
 */
export const LOGICAL_FORMAT = 'mithaq-logical';
export const LOGICAL_FORMAT_VERSION = 1;

/** Rows fetched from the source per round trip, and the most text sent to the target per insert. */
const FETCH_ROWS = 500;
const BATCH_BYTES = 1024 * 1024;

interface Head {
  format: string;
  version: number;
  migrations: DatabaseFacts['migrations'];
}
interface TableHead {
  table: string;
  columns: string[];
  rows: number;
}
interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

const columnList = (columns: string[]) => sql.join(columns.map((column) => sql.identifier(column)), sql`, `);

async function* linesOf(q: Queryable, plan: LoadPlan, facts: DatabaseFacts): AsyncGenerator<string> {
  yield JSON.stringify({ format: LOGICAL_FORMAT, version: LOGICAL_FORMAT_VERSION, migrations: facts.migrations } satisfies Head);
  for (const table of plan.tables) {
    yield JSON.stringify({ table: table.name, columns: table.columns, rows: facts.rows[table.name] ?? 0 } satisfies TableHead);
    // A cursor: a table of any size is read a page at a time, all in the one snapshot.
    await q.execute(sql`declare mithaq_logical no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table.name)} t`);
    for (;;) {
      const page = await queryRows<{ line: string }>(q, sql.raw(`fetch forward ${FETCH_ROWS} from mithaq_logical`));
      for (const row of page) yield row.line;
      if (page.length < FETCH_ROWS) break;
    }
    await q.execute(sql`close mithaq_logical`);
  }
  const sequences: SequenceState[] = [];
  for (const sequence of plan.sequences) {
    const [state] = await queryRows<{ value: string; called: boolean }>(q, sql`select last_value::text as value, is_called as called from ${sql.identifier(sequence.name)}`);
    sequences.push({ name: sequence.name, value: state!.value, called: state!.called });
  }
  yield JSON.stringify({ sequences });
}

/**
 * Reads every table of `database` in one repeatable-read, read-only transaction and hands its
 * facts (row counts, migration level) and its lines to `consume`, inside that transaction: the
 * counts are those of the very rows the lines hold, while the servers keep writing.
 */
export function withLogicalExport<T>(database: Database, consume: (facts: DatabaseFacts, lines: AsyncIterable<string>) => Promise<T>): Promise<T> {
  return database.db.transaction(
    async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      const facts = await databaseFacts(tx);
      const plan = await loadPlan(tx);
      return consume(facts, linesOf(tx, plan, facts));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Reads the lines one by one, refusing an early end or a line that is not what comes next. */
class LineReader {
  private readonly iterator: AsyncIterator<string>;
  constructor(lines: AsyncIterable<string>) {
    this.iterator = lines[Symbol.asyncIterator]();
  }
  async next(): Promise<string> {
    const step = await this.iterator.next();
    if (step.done) throw new Error('the logical dump ends early: it was cut short');
    return step.value;
  }
  async json<T>(): Promise<T> {
    return JSON.parse(await this.next()) as T;
  }
  /** Reads to the end (a source that checks its bytes at its end, such as a checksum, speaks now). */
  async end(): Promise<void> {
    if (!(await this.iterator.next()).done) throw new Error('the logical dump goes on after its end');
  }
}

/** `rows` (JSON texts) as the table's rows: the deferred columns empty for now. */
function insertRows(table: PlannedTable, rows: string[]): SQL {
  const values = table.columns.map((column) => (table.deferred.includes(column) ? sql`null` : sql.identifier(column)));
  return sql`insert into ${sql.identifier(table.name)} (${columnList(table.columns)}) overriding system value
    select ${sql.join(values, sql`, `)} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${rows.join(',')}]`}::json)`;
}

/** Sets the deferred columns of rows already inserted, found by their primary key. */
function setDeferred(table: PlannedTable, rows: string[]): SQL {
  const target = sql.identifier(table.name);
  const sets = table.deferred.map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`);
  const match = table.primaryKey.map((column) => sql`${target}.${sql.identifier(column)} = r.${sql.identifier(column)}`);
  return sql`update ${target} set ${sql.join(sets, sql`, `)} from json_populate_recordset(null::${target}, ${`[${rows.join(',')}]`}::json) r
    where ${sql.join(match, sql` and `)}`;
}

/**
 * Migrates `database` (empty, or to be replaced) with this code's migrations and loads the lines
 * into it, all rows in one transaction: its tables are emptied first, then filled table by table
 * in foreign-key order. Its user triggers are disabled meanwhile (ALTER TABLE, which the tables'
 * owner may do; no superuser setting): they exist for the app's writes, and a copy must be the
 * source's rows exactly. token_transactions_apply, for one, would add every ledger row's amount
 * to a balance copied already (server/migrations/0002_integrity_triggers.sql), and
 * profiles_guard_token_balance refuses a profile inserted with a balance. Each sequence is set to
 * the source's state, and at least its column's highest value. Answers the rows loaded per table.
 */
export async function importLogical(database: Database, lines: AsyncIterable<string>): Promise<Record<string, number>> {
  await migrate(database.db);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const reader = new LineReader(lines);
    const head = await reader.json<Head>();
    if (head.format !== LOGICAL_FORMAT || head.version !== LOGICAL_FORMAT_VERSION) throw new Error(`this is not a Mithaq logical dump of version ${LOGICAL_FORMAT_VERSION}`);
    const level = await migrationLevel(tx);
    if (!sameMigrationLevel(level, head.migrations)) {
      throw new Error(`the copy is at migration level ${head.migrations.applied}, this database at ${level.applied} after this code's migrations: copy between the same Mithaq versions`);
    }
    const plan = await loadPlan(tx);
    await tx.execute(sql`truncate table ${sql.join(plan.tables.map((table) => sql.identifier(table.name)), sql`, `)}`);
    for (const table of plan.tables) for (const trigger of table.triggers) await tx.execute(sql`alter table ${sql.identifier(table.name)} disable trigger ${sql.identifier(trigger)}`);

    const loaded: Record<string, number> = {};
    const later: { table: PlannedTable; rows: string[] }[] = [];
    for (const table of plan.tables) {
      const tableHead = await reader.json<TableHead>();
      if (tableHead.table !== table.name) throw new Error(`the copy holds ${tableHead.table} where this schema loads ${table.name}: the two schemas differ`);
      if ([...tableHead.columns].sort().join() !== [...table.columns].sort().join()) throw new Error(`the copy's ${table.name} has the columns ${tableHead.columns.join(', ')}, this schema's ${table.columns.join(', ')}`);
      let batch: string[] = [];
      let bytes = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(insertRows(table, batch));
        if (table.deferred.length > 0) later.push({ table, rows: batch });
        batch = [];
        bytes = 0;
      };
      for (let index = 0; index < tableHead.rows; index++) {
        const row = await reader.next();
        batch.push(row);
        bytes += row.length;
        if (bytes >= BATCH_BYTES) await flush();
      }
      await flush();
      loaded[table.name] = tableHead.rows;
    }
    for (const { table, rows } of later) await tx.execute(setDeferred(table, rows));

    const { sequences } = await reader.json<{ sequences: SequenceState[] }>();
    for (const sequence of plan.sequences) {
      const state = sequences.find((candidate) => candidate.name === sequence.name);
      const highest = sequence.owner ? sql`(select max(${sql.identifier(sequence.owner.column)}) from ${sql.identifier(sequence.owner.table)})` : sql`null`;
      if (state) await tx.execute(sql`select setval(${sequence.name}::regclass, greatest(${state.value}::bigint, ${highest}), ${state.called} or ${highest} is not null)`);
      else if (sequence.owner) await tx.execute(sql`select setval(${sequence.name}::regclass, ${highest}) where ${highest} is not null`);
    }
    for (const table of plan.tables) for (const trigger of table.triggers) await tx.execute(sql`alter table ${sql.identifier(table.name)} enable trigger ${sql.identifier(trigger)}`);
    await reader.end();
    return loaded;
  });
}
