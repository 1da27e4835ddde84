import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/platform/db/connect';
import { executeNamed, preparedOnce } from '../../src/platform/db/named';
import { profiles } from '../../src/platform/db/schema/profiles';
import { createProfile } from '../support/factories';
import { testDatabase } from '../support/database';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

const nameOf = (db: Database['db'], id: string) =>
  db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, id));

describe('named statements', () => {
  it('run with each call\'s values, and on PostgreSQL stay prepared on the connection', async () => {
    const a = await createProfile(database.db, { name: 'Asma' });
    const b = await createProfile(database.db, { name: 'Bushra' });
    const prepared = await database.db.transaction(async (tx) => {
      expect(await executeNamed('test_name_of', tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, a.id)))).toEqual([{ name: 'Asma' }]);
      expect(await executeNamed('test_name_of', tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, b.id)))).toEqual([{ name: 'Bushra' }]);
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name = 'test_name_of'`);
    });
    // PGlite has no named statements: there the query simply runs as it is.
    expect(prepared).toHaveLength(database.kind === 'postgres' ? 1 : 0);
  });

  it('refuse a second SQL text under a name already used', async () => {
    const a = await createProfile(database.db, { name: 'Asma' });
    await executeNamed('test_changing', nameOf(database.db, a.id));
    const other = database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, a.id));
    await expect(executeNamed('test_changing', other)).rejects.toThrow('named statement test_changing changed its SQL');
  });

  it('build a kept statement once per database handle, with placeholders for the values', async () => {
    const a = await createProfile(database.db, { name: 'Asma' });
    const b = await createProfile(database.db, { name: 'Bushra' });
    let builds = 0;
    const statement = () =>
      preparedOnce(database.db, 'test_kept', () => {
        builds += 1;
        return database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, sql.placeholder('id')));
      });
    expect(await statement().execute({ id: a.id })).toEqual([{ name: 'Asma' }]);
    expect(await statement().execute({ id: b.id })).toEqual([{ name: 'Bushra' }]);
    expect(builds).toBe(1);
  });
});
