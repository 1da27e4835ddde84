import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances } from '../../src/platform/backup/database';
import { importLogical, withLogicalExport } from '../../src/platform/backup/logical';
import { queryRows, type Database } from '../../src/platform/db/connect';
import { rowDigests } from '../support/backup';
import { embeddedDatabase } from '../support/database';
import { createProfile } from '../support/factories';

/** Copies `source` into `target` as npm run db:export-to-postgres does (server/src/platform/backup/logical.ts). */
const copy = (source: Database, target: Database) => withLogicalExport(source, (_facts, lines) => importLogical(target, lines));

/**
 * The logical copy on two embedded databases (the same SQL runs on PostgreSQL: see
 * server/test/cli/export-to-postgres.pg.test.ts): rows whose foreign key points at a row stored
 * after them, the ledger's triggers, values of every kind.
 */
describe('the logical copy of a database', () => {
  let source: Database;
  beforeAll(async () => {
    source = await embeddedDatabase();
  });
  afterAll(async () => {
    await source.close();
  });

  it('copies a row that follows one stored after it, the ledger without counting it twice, and every value exactly', async () => {
    const member = await createProfile(source.db, { name: 'Khadija', sex: 'female', welcomeTokens: 7 });
    const [first] = await queryRows<{ id: string }>(source.db, sql`insert into verification_requests (profile_id, status, covered_picture_ids, note) values (${member.id}, 'rejected', array[gen_random_uuid()], 'line one
line two "quoted" \\ done') returning id`);
    // A note over the copy's batch size (1 MB): the follower goes into the target alone, before the row it follows.
    const [second] = await queryRows<{ id: string }>(source.db, sql`insert into verification_requests (profile_id, status, note) values (${member.id}, 'rejected', ${'x'.repeat(1_100_000)}) returning id`);
    // The follower is updated, then the one it follows: the table now stores the follower first.
    await source.db.execute(sql`update verification_requests set follows_id = ${first!.id} where id = ${second!.id}`);
    await source.db.execute(sql`update verification_requests set reviewed_at = now() where id = ${first!.id}`);
    const stored = await queryRows<{ id: string }>(source.db, sql`select id from verification_requests where profile_id = ${member.id} order by ctid`);
    expect(stored.map((row) => row.id)).toEqual([second!.id, first!.id]);

    const target = await embeddedDatabase();
    try {
      await copy(source, target);
      expect(await rowDigests(target.db)).toEqual(await rowDigests(source.db));
      const [balance] = (await ledgerBalances(target.db)).filter((row) => row.id === member.id);
      expect(balance).toEqual({ id: member.id, balance: 7, sum: 7 });
      // The triggers are on again: a balance still changes only through the ledger.
      await expect(target.db.execute(sql`update profiles set token_balance = 100 where id = ${member.id}`)).rejects.toThrow();
      // Copying again replaces what the first copy wrote.
      await copy(source, target);
      expect(await rowDigests(target.db)).toEqual(await rowDigests(source.db));
    } finally {
      await target.close();
    }
  });
});
