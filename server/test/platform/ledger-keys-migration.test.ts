import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../src/paths';
import { queryRows, type Database } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';
import { emptyDatabase } from '../support/database';

/**
 * server/migrations/0058_ledger_keys.sql on a database at 0057 whose ledger holds the English the
 * app wrote until then: each wording becomes its key and params, a moderator's note stays (and
 * 0060_former_member_params drops an anonymised member's English name).
 */

let database: Database;
let scratch: string;

/** The migrations folder cut after `lastTag` (its journal and files), so a database stops at that level. */
function migrationsUpTo(lastTag: string): string {
  const folder = path.join(scratch, 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last, lastTag).toBeGreaterThanOrEqual(0);
  const entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** An empty folder of stored functions: at 0057 the database has what its migrations created. */
function noFunctions(): string {
  const folder = path.join(scratch, 'functions');
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

beforeAll(async () => {
  database = await emptyDatabase();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-ledger-keys-'));
});

afterAll(async () => {
  await database.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function member(name: string, anonymised = false) {
  const id = crypto.randomUUID();
  await database.db.execute(sql`insert into users (id, email, password_hash) values (${id}, ${`${id}@example.com`}, 'x')`);
  await database.db.execute(
    sql`insert into profiles (id, name, sex, country, city, birthday, about_me, nationality, anonymized_at)
        values (${id}, ${name}, 'female', 'GB', 'London', '1995-01-01', '', '{GB}', ${anonymised ? sql`now()` : sql`null`})`,
  );
  return id;
}

describe('0058_ledger_keys', () => {
  it("turns each English wording into its key and params, keeps a moderator's note, and leaves the ledger append-only", async () => {
    const migrations = migrationsUpTo('0057_scheduled_backup');
    await migrate(database.db, migrations, noFunctions());
    const amina = await member('Amina');
    const former = await member('Former member', true);
    const match = crypto.randomUUID();
    const rows: [string, number, string, string | null, string, string | null][] = [
      // [user, amount, type, reference, description, dedupe key]
      [amina, 10, 'grant', null, 'Welcome tokens', null],
      [amina, 4, 'grant', null, 'Weekly tokens', 'weekly:2026-W47'],
      [amina, -3, 'payment', match, 'Unlocked chat with Yusuf (Dr.)', null],
      [amina, -6, 'express_payment', match, 'Express unlock with Yusuf', null],
      [amina, -3, 'penalty', match, 'Unmatched Yusuf', null],
      [amina, -4, 'penalty', match, 'No reply to Yusuf in time', null],
      [amina, 3, 'refund', match, 'Refund: match with Former member ended', null],
      [amina, -3, 'payment', match, 'Rematch with Yusuf', null],
      // Moderators' notes: one reads like a wording but is not on a match, so it stays a note.
      [amina, 5, 'grant', null, 'Apology for downtime', null],
      [amina, -2, 'penalty', null, 'Unmatched Yusuf', null],
      [former, 10, 'grant', null, 'Tokens granted', null],
      [former, -3, 'payment', match, 'Chat payment', null],
    ];
    for (const [user, amount, type, reference, description, dedupe] of rows) {
      await database.db.execute(
        sql`insert into token_transactions (user_id, amount, type, reference_id, description, dedupe_key) values (${user}, ${amount}, ${type}, ${reference}, ${description}, ${dedupe})`,
      );
    }

    await migrate(database.db);

    const converted = await queryRows<{ key: string | null; params: Record<string, string>; note: string | null; amount: number; type: string }>(
      database.db,
      sql`select description_key as key, description_params as params, description as note, amount, type from token_transactions order by amount, type, description_key nulls first, description`,
    );
    expect(converted).toEqual(
      [
        { key: 'ledger.welcome', params: {}, note: null, amount: 10, type: 'grant' },
        { key: 'ledger.weekly', params: {}, note: null, amount: 4, type: 'grant' },
        { key: 'ledger.unlock', params: { name: 'Yusuf (Dr.)' }, note: null, amount: -3, type: 'payment' },
        { key: 'ledger.express', params: { name: 'Yusuf' }, note: null, amount: -6, type: 'express_payment' },
        { key: 'ledger.unmatchPenalty', params: { name: 'Yusuf' }, note: null, amount: -3, type: 'penalty' },
        { key: 'ledger.ghostingPenalty', params: { name: 'Yusuf' }, note: null, amount: -4, type: 'penalty' },
        // 0060_former_member_params then removes the English name: the reader's language says it.
        { key: 'ledger.refund', params: {}, note: null, amount: 3, type: 'refund' },
        { key: 'ledger.rematch', params: { name: 'Yusuf' }, note: null, amount: -3, type: 'payment' },
        { key: null, params: {}, note: 'Apology for downtime', amount: 5, type: 'grant' },
        { key: null, params: {}, note: 'Unmatched Yusuf', amount: -2, type: 'penalty' },
        { key: 'ledger.closed.grant', params: {}, note: null, amount: 10, type: 'grant' },
        { key: 'ledger.closed.payment', params: {}, note: null, amount: -3, type: 'payment' },
      ].sort((a, b) => a.amount - b.amount || a.type.localeCompare(b.type) || (a.key ?? '').localeCompare(b.key ?? '') || (a.note ?? '').localeCompare(b.note ?? '')),
    );

    // The trigger is back on: outside the retention job nothing may rewrite a row.
    await expect(database.db.execute(sql`update token_transactions set description_key = 'ledger.welcome' where user_id = ${amina}`)).rejects.toThrow();
    // And a row needs a key or a note.
    await expect(database.db.execute(sql`insert into token_transactions (user_id, amount, type) values (${amina}, 1, 'grant')`)).rejects.toThrow();
  });
});
