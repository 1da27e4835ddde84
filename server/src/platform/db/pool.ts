import pg from 'pg';

/**
 * A node-postgres pool whose `query` keeps a connection after an error PostgreSQL answered.
 *
 * pg's own Pool.query hands a failed statement's connection back with the error, and the pool then
 * closes it: every refusal of the stored functions (server/src/platform/db/sql/mithaq_refuse.sql) (SQLSTATE MQ000, an ordinary 409 such as
 * "already paid"), every unique violation the app expects and every statement timeout would cost a
 * new connection (a fork and a sign-in on the database server, tens of milliseconds), and a burst
 * of refusals would turn the pool into a queue for new connections. Such a connection is healthy:
 * after a single statement outside a transaction it is idle again. It is dropped as before when the
 * error did not come from PostgreSQL (a lost socket), ended the session (FATAL: the server closes
 * it) or left the connection inside a transaction (a multi-statement text that began one).
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const keepingQuery = async (query: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error);
    };
    // As pg's own query: a checked-out client has no error listener of the pool's, and one that
    // loses its socket mid-statement must be dropped, not crash the process.
    const onLost = (error: Error) => release(error);
    client.once('error', onLost);
    try {
      const result = await client.query(query, values);
      release();
      return result;
    } catch (error) {
      const answered = error instanceof pg.DatabaseError && error.severity === 'ERROR';
      if (answered) await readyAgain(client);
      release(answered && isIdle(client) ? undefined : (error as Error));
      throw error;
    } finally {
      client.removeListener('error', onLost);
    }
  };
  // Drizzle and the hot paths call query(text or config, values) and await it; no callback form.
  pool.query = keepingQuery as typeof pool.query;
  return pool;
}

/** pg's own flag (not in its types): the connection has read PostgreSQL's ReadyForQuery. */
const hasReadReady = (client: pg.PoolClient) => (client as unknown as { readyForQuery: boolean }).readyForQuery;

/**
 * pg reports a statement's error as soon as it reads PostgreSQL's ErrorResponse, but only the
 * ReadyForQuery that follows says whether a transaction is still open. When the two arrive in
 * separate reads (a loaded machine, a slow network), the transaction status is still the previous
 * statement's: wait for the ReadyForQuery (the client then drains), or for the connection's loss.
 */
function readyAgain(client: pg.PoolClient): Promise<void> {
  if (hasReadReady(client)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'error', 'end'] as const) client.removeListener(event, done);
      resolve();
    };
    for (const event of ['drain', 'error', 'end'] as const) client.once(event, done);
  });
}

function isIdle(client: pg.PoolClient): boolean {
  return hasReadReady(client) && client.getTransactionStatus() === 'I';
}
