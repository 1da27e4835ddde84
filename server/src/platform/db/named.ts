import type { Queryable } from './connect';

/** A drizzle query that can become a named prepared statement (select, insert/update returning). */
interface Preparable<P> {
  prepare(name: string): P;
}

interface Prepared<T> {
  execute(placeholders?: Record<string, unknown>): Promise<T>;
  getQuery(): { sql: string };
}

/**
 * A named statement must keep its text: node-postgres parses a name once per connection, and
 * PostgreSQL would run the old text (or node-postgres refuse the new one) if a builder changed
 * the SQL behind a name. Checked on every use, on PGlite too, so a test catches it.
 */
const textOf = new Map<string, string>();

function checked<P extends Prepared<unknown>>(name: string, prepared: P): P {
  const text = prepared.getQuery().sql;
  const known = textOf.get(name);
  if (known === undefined) textOf.set(name, text);
  else if (known !== text) throw new Error(`named statement ${name} changed its SQL`);
  return prepared;
}

/**
 * Runs a query built for this call as the named statement `name`: PostgreSQL parses and plans
 * it once per connection instead of on every call, which on the hot paths (a chat message runs
 * seven statements) is a good part of the database's work. For queries inside a transaction,
 * whose handle lives for one call. The query's SQL must have one fixed shape per name (the
 * values vary, the columns and conditions do not). PGlite has no named statements and runs it
 * as it is.
 */
export async function executeNamed<T>(name: string, query: Preparable<Prepared<T>>): Promise<T> {
  return checked(name, query.prepare(name)).execute();
}

const builtFor = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * `build().prepare(name)`, built once per database handle and kept: drizzle builds its SQL once
 * and PostgreSQL plans it once per connection. Values go in as placeholders at execute().
 */
export function preparedOnce<P extends Prepared<unknown>>(q: Queryable, name: string, build: () => Preparable<P>): P {
  let byName = builtFor.get(q);
  if (!byName) builtFor.set(q, (byName = new Map()));
  let prepared = byName.get(name) as P | undefined;
  if (!prepared) byName.set(name, (prepared = checked(name, build().prepare(name))));
  return prepared;
}
