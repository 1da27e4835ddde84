import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/platform/db/pool';
import { startMessageSplitter } from './message-splitter';

/** PostgreSQL (test:multinode always has one): the embedded database has no connections to lose. */
const url = inject('testDatabaseUrl');
let splitter: Awaited<ReturnType<typeof startMessageSplitter>>;

beforeAll(async () => {
  if (!url) throw new Error('test:multinode needs DATABASE_URL (PostgreSQL)');
  const { hostname, port } = new URL(url);
  splitter = await startMessageSplitter({ host: hostname, port: Number(port || 5432) });
});
afterAll(() => splitter?.close());

/** Straight to PostgreSQL, and through the splitter: each of its messages in a read of its own. */
const routes = [
  { route: 'straight to PostgreSQL', through: () => url! },
  {
    route: "with each of PostgreSQL's messages read on its own",
    through: () => Object.assign(new URL(url!), { hostname: '127.0.0.1', port: String(splitter.port) }).toString(),
  },
];

for (const { route, through } of routes) {
  describe(`the app pool, ${route}`, () => {
    let pool: pg.Pool;
    beforeAll(() => {
      pool = createPool({ connectionString: through(), max: 1 });
      pool.on('error', () => undefined); // as the app's: a connection lost while idle is no crash
    });
    afterAll(() => pool?.end());

    /** The server process behind the pool's one connection. */
    const backend = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

    it('keeps its connection after an error PostgreSQL answered (a refusal costs no new connection)', async () => {
      const before = await backend();
      await expect(pool.query({ name: 'refuse', text: 'select 1 / $1::int as never', values: [0] })).rejects.toMatchObject({ code: '22012' });
      // A refusal as migration 0017's functions raise it.
      await expect(pool.query(`do $$ begin raise exception using errcode = 'MQ000', message = 'already_paid'; end $$`)).rejects.toMatchObject({ code: 'MQ000' });
      expect(await backend()).toBe(before);
      // The prepared statement is still there on the kept connection, and still works.
      expect((await pool.query({ name: 'refuse', text: 'select 1 / $1::int as never', values: [1] })).rows).toEqual([{ never: 1 }]);
    });

    it('drops a connection an error left inside a transaction', async () => {
      const before = await backend();
      await expect(pool.query('begin; select 1 / 0; commit')).rejects.toMatchObject({ code: '22012' });
      expect(await backend()).not.toBe(before);
      // Kept, it would answer "current transaction is aborted" to everything.
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });

    it('drops a connection the server ended in the middle of a statement', async () => {
      const before = await backend();
      // Its failure is caught at once: it comes while the test is still ending the backend.
      const running = pool.query('select pg_sleep(30)').then(() => null, (error: unknown) => error);
      const killer = new pg.Client({ connectionString: url! });
      await killer.connect();
      try {
        const sleeping = async () => (await killer.query('select 1 from pg_stat_activity where pid = $1 and query like $2', [before, '%pg_sleep%'])).rowCount;
        await expect.poll(sleeping).toBe(1);
        await killer.query('select pg_terminate_backend($1)', [before]);
      } finally {
        await killer.end();
      }
      // PostgreSQL's FATAL 57P01, or the socket's end if that is read first.
      expect(await running).toBeInstanceOf(Error);
      expect(await backend()).not.toBe(before);
    });
  });
}
