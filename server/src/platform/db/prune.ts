import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Queryable } from './connect';

/** Rows per statement: short enough that a backlog of millions never holds locks or a connection for long. */
const PRUNE_BATCH = 1000;

/**
 * Deletes every row of `table` that `due` selects, a batch per statement (autocommit, so other
 * queries run in between, PGlite's single connection included). Each batch is claimed FOR
 * UPDATE SKIP LOCKED and deleted by its row addresses, so any number of servers may prune at
 * once, each taking other rows. Answers how many rows it deleted (not the rows a cascade took).
 */
export async function deleteInBatches(q: Queryable, table: PgTable, due: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      q,
      sql`with gone as (
            delete from ${table}
            where ctid = any(array(select ctid from ${table} where ${due} limit ${PRUNE_BATCH} for update skip locked))
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = row?.n ?? 0;
    deleted += n;
    // A short batch: nothing due is left but what another server holds (and deletes).
    if (n < PRUNE_BATCH) return deleted;
  }
}
