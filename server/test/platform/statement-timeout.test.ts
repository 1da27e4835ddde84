import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase, queryRows, type Database, type DatabaseTarget } from '../../src/platform/db/connect';

/** The run's engine: PostgreSQL under test:pg, an in-memory PGlite otherwise. */
function target(statementTimeoutMs?: number): DatabaseTarget {
  const url = inject('testDatabaseUrl');
  return url ? { kind: 'postgres', url, poolSize: 1, statementTimeoutMs } : { kind: 'pglite', dir: undefined, statementTimeoutMs };
}

async function shownTimeout(database: Database) {
  try {
    const [row] = await queryRows<{ statement_timeout: string }>(database.db, sql`show statement_timeout`);
    return row?.statement_timeout;
  } finally {
    await database.close();
  }
}

// That PostgreSQL then cancels a longer statement is proven in multinode/statement-timeout.test.ts
// (PGlite, single-threaded WASM, keeps the setting but cannot interrupt a statement).
describe('the statement timeout of app connections', () => {
  it('is 5 seconds unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise (0: none)', () => {
    expect(loadConfig({}).databaseStatementTimeoutMs).toBe(5000);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '250' }).databaseStatementTimeoutMs).toBe(250);
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseStatementTimeoutMs).toBe(0);
  });

  // Opening a PGlite takes seconds on a busy machine.
  it('is set on the connection the app opens', { timeout: 120_000 }, async () => {
    expect(await shownTimeout(await openDatabase(target(1500)))).toBe('1500ms');
  });
});
