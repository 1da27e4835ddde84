import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/connect';
import { STORED_FUNCTIONS_TABLE } from '../db/stored-functions';

/** The migrator's own tables: never copied, the target's migrator writes them (server/src/platform/backup/logical.ts says why). */
const MIGRATOR_TABLES = new Set(['mithaq_migrations', STORED_FUNCTIONS_TABLE]);

/** One table as the logical copy reads and writes it. */
export interface PlannedTable {
  name: string;
  /** Its columns a row is written with, in the table's order: generated ones are left out (the target computes them). */
  columns: string[];
  /** Columns whose foreign key points back into a table not loaded yet (itself, or a cycle): inserted empty, set once every row is in. */
  deferred: string[];
  /** The primary key's columns, by which a deferred column is set afterwards. */
  primaryKey: string[];
  /** Its enabled user triggers: none may fire while the rows are copied in (server/src/platform/backup/logical.ts). */
  triggers: string[];
}

export interface PlannedSequence {
  name: string;
  /** The column it numbers, whose highest value it must at least reach; null for a free-standing one. */
  owner: { table: string; column: string } | null;
}

/** Every public table in an order that satisfies the foreign keys, and every sequence. */
export interface LoadPlan {
  tables: PlannedTable[];
  sequences: PlannedSequence[];
}

interface ForeignKey {
  table: string;
  references: string;
  columns: string[];
}

/**
 * Reads the schema's catalogue (the same SQL on PostgreSQL and PGlite) into the copy's plan. Both
 * sides of a copy are at the same migration level, so they plan the same order: the writer
 * writes the tables in it and the reader checks each arrives in its turn.
 */
export async function loadPlan(q: Queryable): Promise<LoadPlan> {
  const columns = await queryRows<{ table: string; column: string; notNull: boolean }>(q, sql`
    select c.relname as "table", a.attname as "column", a.attnotnull as "notNull"
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const keys = await queryRows<{ table: string; references: string | null; kind: 'f' | 'p'; columns: string[] }>(q, sql`
    select src.relname as "table", dst.relname as "references", con.contype as kind,
      (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns
    from pg_constraint con join pg_class src on src.oid = con.conrelid join pg_namespace n on n.oid = src.relnamespace
    left join pg_class dst on dst.oid = con.confrelid
    where n.nspname = 'public' and con.contype in ('f', 'p')`);
  const triggers = await queryRows<{ table: string; name: string }>(q, sql`
    select c.relname as "table", t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D' order by t.tgname`);
  const sequences = await queryRows<{ name: string; table: string | null; column: string | null }>(q, sql`
    select s.relname as name, t.relname as "table", a.attname as "column"
    from pg_class s join pg_namespace n on n.oid = s.relnamespace
    left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    left join pg_class t on t.oid = d.refobjid
    left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and n.nspname = 'public' order by s.relname`);

  const names = [...new Set(columns.map((column) => column.table))].filter((name) => !MIGRATOR_TABLES.has(name)).sort();
  const notNull = new Set(columns.filter((column) => column.notNull).map((column) => `${column.table}.${column.column}`));
  const foreignKeys: ForeignKey[] = keys.filter((key) => key.kind === 'f' && key.references !== null).map((key) => ({ table: key.table, references: key.references!, columns: key.columns }));
  const deferred = new Map<string, Set<string>>(names.map((name) => [name, new Set<string>()]));
  const order = orderByForeignKeys(names, foreignKeys, deferred, (key) => key.columns.every((column) => !notNull.has(`${key.table}.${column}`)));
  const unkeyed = order.find((name) => deferred.get(name)!.size > 0 && !keys.some((key) => key.kind === 'p' && key.table === name));
  if (unkeyed) throw new Error(`${unkeyed} references a table loaded after it and has no primary key to set that reference by afterwards`);
  return {
    tables: order.map((name) => ({
      name,
      columns: columns.filter((column) => column.table === name).map((column) => column.column),
      deferred: [...deferred.get(name)!],
      primaryKey: keys.find((key) => key.kind === 'p' && key.table === name)?.columns ?? [],
      triggers: triggers.filter((trigger) => trigger.table === name).map((trigger) => trigger.name),
    })),
    sequences: sequences.map((sequence) => ({ name: sequence.name, owner: sequence.table && sequence.column ? { table: sequence.table, column: sequence.column } : null })),
  };
}

/**
 * Kahn's order, ties by name so both sides agree. A foreign key into the table itself is always
 * deferred; a cycle between tables is broken by deferring one of its keys whose columns may be
 * null (none in today's schema: server/migrations/0001_schema.sql and later).
 */
function orderByForeignKeys(names: string[], foreignKeys: ForeignKey[], deferred: Map<string, Set<string>>, nullable: (key: ForeignKey) => boolean): string[] {
  const open = foreignKeys.filter((key) => names.includes(key.table) && names.includes(key.references));
  for (const key of open.filter((key) => key.table === key.references)) for (const column of key.columns) deferred.get(key.table)!.add(column);
  let pending = open.filter((key) => key.table !== key.references);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < names.length) {
    const ready = names.find((name) => !placed.has(name) && pending.every((key) => key.table !== name || placed.has(key.references)));
    if (ready) {
      order.push(ready);
      placed.add(ready);
      continue;
    }
    const breakable = pending.find((key) => !placed.has(key.table) && !placed.has(key.references) && nullable(key));
    if (!breakable) throw new Error(`the tables ${names.filter((name) => !placed.has(name)).join(', ')} reference each other through columns that may not be empty: no insert order satisfies their foreign keys`);
    for (const column of breakable.columns) deferred.get(breakable.table)!.add(column);
    pending = pending.filter((key) => key !== breakable);
  }
  return order;
}
