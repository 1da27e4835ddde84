import { readMigrationFiles } from 'drizzle-orm/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, storedFunctionsRoot } from '../../src/paths';
import { queryRows, type Database, type Db } from '../../src/platform/db/connect';
import { migrate } from '../../src/platform/db/migrate';
import { readStoredFunctions } from '../../src/platform/db/stored-functions';
import { claimDue, type DueTimer } from '../../src/features/matches/repo';
import { emptyDatabase } from '../support/database';

/**
 * The edits made in the files since they were taken from the migrations (their last definition
 * of each function): [text before, text after], both as `normalized` writes them. A rule changed
 * in its file adds its edit here, so that everything else still has to match the migrations.
 */
const EDITS_SINCE_MIGRATIONS: Record<string, [string, string][]> = {
  mithaq_match_expired: [[
    '(NOT m.chat_unlocked AND m.payment_expires_at <= p_now) OR m.initial_timer_expires_at <= p_now OR m.response_timer_expires_at <= p_now',
    'mithaq_payment_expired(m, p_now) OR mithaq_first_message_expired(m, p_now) OR mithaq_reply_expired(m, p_now)',
  ]],
  // Issue 31: the retention job rewrites a row's wording (key, params), no longer its English text.
  mithaq_ledger_append_only: [[
    "AND (to_jsonb(NEW) - 'description') = (to_jsonb(OLD) - 'description') THEN",
    "AND (to_jsonb(NEW) - '{description,description_key,description_params}'::text[]) = (to_jsonb(OLD) - '{description,description_key,description_params}'::text[]) THEN",
  ]],
  mithaq_send_message: [[
    'ORDER BY created_at DESC LIMIT 1;',
    "ORDER BY created_at DESC, (type = 'message' AND reference_id = p_match AND read_at IS NULL) DESC, id DESC LIMIT 1;",
  ]],
};

/** Functions the files added since (their signatures): the rules they hold were inside others before. */
const ADDED_SINCE_MIGRATIONS = [
  'mithaq_first_message_expired(matches,timestamp with time zone)',
  'mithaq_payment_expired(matches,timestamp with time zone)',
  'mithaq_reply_expired(matches,timestamp with time zone)',
  // Keys, not sentences (issue 31): 0058_ledger_keys and 0059_notification_keys drop these, whose
  // parameters changed (a wording's key, not an English template); their files make them again.
  'mithaq_like(uuid,uuid,timestamp with time zone,bigint,text,text,jsonb)',
  'mithaq_like_replying(uuid,uuid,timestamp with time zone,bigint,text,text,jsonb,integer,bigint)',
  'mithaq_notify(uuid,text,uuid,text,jsonb,uuid,timestamp with time zone,text,jsonb,jsonb)',
  'mithaq_notify_kind(jsonb,uuid,text,uuid,text,text,uuid,timestamp with time zone)',
  'mithaq_pay(uuid,uuid,boolean,text,text,timestamp with time zone,integer,bigint,text,text,text,jsonb)',
  'mithaq_queue_pushes(uuid,text,uuid,uuid,uuid,timestamp with time zone,text,jsonb,jsonb)',
  'mithaq_refund_unlock_payments(uuid,integer[],text,timestamp with time zone)',
  'mithaq_rematch(uuid,uuid,text,text,timestamp with time zone,integer,bigint,text,text,jsonb)',
  'mithaq_send_message(uuid,uuid,uuid,text,timestamp with time zone,uuid[],bigint,text,text,text[],boolean)',
  'mithaq_spend(uuid,integer,text,text,jsonb,uuid,timestamp with time zone)',
  'mithaq_unmatch(uuid,uuid,timestamp with time zone,integer,integer,text,text)',
];

/**
 * A definition compared without its `--` comments and with each run of whitespace as one space.
 * pg_get_functiondef prints the header from the catalog (name, arguments, defaults, return type,
 * language, volatility: already canonical) and the body as written; the files add comments and
 * may indent differently, and neither changes what PostgreSQL runs (no body holds `--` inside a
 * string). Everything else, every keyword, name and literal, must be the same.
 */
const normalized = (definition: string) => definition.replace(/--[^\n]*/g, '').replace(/\s+/g, ' ').trim();

/** Every mithaq_* function of the schema by its signature (so an added overload shows): name and definition. */
async function definitions(db: Db) {
  const rows = await queryRows<{ signature: string; name: string; definition: string }>(
    db,
    sql`select p.oid::regprocedure::text as signature, p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p where p.pronamespace = current_schema()::regnamespace and p.proname like 'mithaq\\_%' order by 1`,
  );
  return new Map(rows.map((row) => [row.signature, row]));
}

let database: Database;
let db: Db;
let folderDatabase: Database;
let folderDb: Db;
let scratch: string;

beforeAll(async () => {
  database = await emptyDatabase();
  db = database.db;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-functions-'));
});

afterAll(async () => {
  await database.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A folder of function files below `scratch`: { 'feature/name': text } becomes `<feature>/sql/<name>.sql`. */
function functionsFolder(folder: string, files: Record<string, string>): string {
  const root = path.join(scratch, folder);
  for (const [where, text] of Object.entries(files)) {
    const [feature, name] = where.split('/');
    fs.mkdirSync(path.join(root, feature!, 'sql'), { recursive: true });
    fs.writeFileSync(path.join(root, feature!, 'sql', `${name}.sql`), text);
  }
  return root;
}

const answerFunction = (answer: number) => `-- The answer.\nCREATE OR REPLACE FUNCTION test_answer() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;\n`;

const goneFunction = 'CREATE OR REPLACE FUNCTION test_gone() RETURNS int LANGUAGE sql AS $$ SELECT 0 $$;';

/** The signatures of the functions named `name` in the test database's schema. */
async function overloads(name: string): Promise<string[]> {
  const rows = await queryRows<{ signature: string }>(
    folderDb,
    sql`select p.oid::regprocedure::text as signature from pg_proc p where p.proname = ${name} and p.pronamespace = current_schema()::regnamespace order by 1`,
  );
  return rows.map((row) => row.signature);
}

/** The names mithaq_procedures records in the test database. */
async function recordedNames(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(folderDb, sql`select name from mithaq_procedures order by name`);
  return rows.map((row) => row.name);
}

async function answer(): Promise<number> {
  const [row] = await queryRows<{ answer: number }>(folderDb, sql`select test_answer() as answer`);
  return Number(row?.answer);
}

describe('stored functions applied by the migrator', () => {
  it('upgrade: a database at the versioned migrations only gets every file, each the last migration text but for the edits and additions listed', async () => {
    const versioned = await migrate(db, migrationsDir, functionsFolder('none', {}));
    expect(versioned.functions).toEqual({ applied: 0, skipped: 0 });
    const before = await definitions(db);

    const upgraded = await migrate(db);
    const files = readStoredFunctions(storedFunctionsRoot);
    expect(upgraded).toMatchObject({ applied: 0, functions: { applied: files.length, skipped: 0 } });
    const after = await definitions(db);

    expect([...after.keys()]).toEqual([...before.keys(), ...ADDED_SINCE_MIGRATIONS].sort());
    expect(files.map((file) => file.name).sort()).toEqual([...new Set([...after.values()].map((row) => row.name))].sort());
    for (const [signature, { name, definition }] of before) {
      const expected = (EDITS_SINCE_MIGRATIONS[name] ?? []).reduce((text, [from, to]) => {
        expect(text).toContain(from);
        return text.replace(from, to);
      }, normalized(definition));
      expect(normalized(after.get(signature)!.definition), signature).toBe(expected);
    }
  });

  it('timer rules are inlined where the sweep claims by them, so each claim reads its partial index', async () => {
    const indexes: Partial<Record<DueTimer, string>> = { payment: 'matches_payment_due_idx', firstMessage: 'matches_initial_due_idx', reply: 'matches_response_due_idx' };
    for (const [timer, index] of Object.entries(indexes) as [DueTimer, string][]) {
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<Record<string, string>>(tx, sql`explain ${claimDue(tx, timer, new Date(), 500).getSQL()}`);
      });
      expect(plan.map((line) => Object.values(line)[0]).join('\n'), timer).toMatch(new RegExp(`Index (Only )?Scan (using|on) ${index}\\b`));
    }
  });

  it('skips every unchanged file on the next run', async () => {
    const again = await migrate(db);
    expect(again.functions).toEqual({ applied: 0, skipped: readStoredFunctions(storedFunctionsRoot).length });
  });
});

/**
 * The step on folders of test functions only, in a database of its own: the app's functions
 * recorded in the other would count as files deleted from this code, and be dropped.
 */
describe('the repeatable step on a folder of its own', () => {
  beforeAll(async () => {
    folderDatabase = await emptyDatabase();
    folderDb = folderDatabase.db;
  });

  afterAll(() => folderDatabase.close());

  it('re-applies a changed file, and the new body answers', async () => {
    const root = functionsFolder('answer', { 'feature/test_answer': answerFunction(1) });
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 1, skipped: 0 });
    expect(await answer()).toBe(1);
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 0, skipped: 1 });

    functionsFolder('answer', { 'feature/test_answer': answerFunction(2) });
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 1, skipped: 0 });
    expect(await answer()).toBe(2);
  });

  it('re-creates a function that is gone (a migration dropped it to change its signature), its file unchanged', async () => {
    const root = functionsFolder('answer', { 'feature/test_answer': answerFunction(2) });
    await folderDb.execute(sql`drop function test_answer()`);
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 1, skipped: 0 });
    expect(await answer()).toBe(2);
  });

  it('applies a file again when its function was replaced behind the record (a restore of an older archive)', async () => {
    const root = functionsFolder('answer', { 'feature/test_answer': answerFunction(2) });
    await folderDb.execute(sql.raw(answerFunction(5)));
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 1, skipped: 0 });
    expect(await answer()).toBe(2);
  });

  it('leaves the functions of a database a newer release migrated as they are', async () => {
    const root = functionsFolder('answer', { 'feature/test_answer': answerFunction(3) });
    const newer = Math.max(...readMigrationFiles({ migrationsFolder: migrationsDir }).map((m) => m.folderMillis)) + 1;
    await folderDb.execute(sql`insert into mithaq_migrations (created_at, hash) values (${newer}, 'newer release')`);
    try {
      expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 0, skipped: 1, newerDatabase: true });
      expect(await answer()).toBe(2);
    } finally {
      await folderDb.execute(sql`delete from mithaq_migrations where created_at = ${newer}`);
    }
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 1, skipped: 0 });
    expect(await answer()).toBe(3);
  });

  it('drops a recorded function whose file was deleted (every overload of its name) and its record, unless a newer release migrated the database', async () => {
    const both = functionsFolder('both', { 'feature/test_answer': answerFunction(4), 'other/test_gone': goneFunction });
    expect((await migrate(folderDb, migrationsDir, both)).functions).toEqual({ applied: 2, skipped: 0 });
    // An older signature of the same name (a versioned migration made it) and a function no file ever applied.
    await folderDb.execute(sql`create function test_gone(int) returns int language sql as $$ select $1 $$`);
    await folderDb.execute(sql`create function test_stray() returns int language sql as $$ select 1 $$`);
    const one = functionsFolder('one', { 'feature/test_answer': answerFunction(4) });

    const newer = Math.max(...readMigrationFiles({ migrationsFolder: migrationsDir }).map((m) => m.folderMillis)) + 1;
    await folderDb.execute(sql`insert into mithaq_migrations (created_at, hash) values (${newer}, 'newer release')`);
    try {
      expect((await migrate(folderDb, migrationsDir, one)).functions).toEqual({ applied: 0, skipped: 1, newerDatabase: true });
      expect(await overloads('test_gone')).toEqual(['test_gone()', 'test_gone(integer)']);
      expect(await recordedNames()).toEqual(['test_answer', 'test_gone']);
    } finally {
      await folderDb.execute(sql`delete from mithaq_migrations where created_at = ${newer}`);
    }

    expect((await migrate(folderDb, migrationsDir, one)).functions).toEqual({ applied: 0, skipped: 1, dropped: ['test_gone'] });
    expect(await overloads('test_gone')).toEqual([]);
    expect(await overloads('test_stray')).toEqual(['test_stray()']);
    expect(await recordedNames()).toEqual(['test_answer']);
    expect(await answer()).toBe(4);
    expect((await migrate(folderDb, migrationsDir, one)).functions).toEqual({ applied: 0, skipped: 1 });
  });

  it('stops, naming the function, when a deleted file\'s function is still used by a trigger; keeps it and its record', async () => {
    const trigger = 'CREATE OR REPLACE FUNCTION test_touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;';
    const root = functionsFolder('trigger', { 'feature/test_answer': answerFunction(4), 'feature/test_touch': trigger });
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 1, skipped: 1 });
    await folderDb.execute(sql`create table test_touched (id int)`);
    await folderDb.execute(sql`create trigger test_touched_touch before insert on test_touched for each row execute function test_touch()`);
    const without = functionsFolder('one', { 'feature/test_answer': answerFunction(4) });
    await expect(migrate(folderDb, migrationsDir, without)).rejects.toThrow('stored function test_touch() has no file any more but cannot be dropped');
    expect(await overloads('test_touch')).toEqual(['test_touch()']);
    expect(await recordedNames()).toEqual(['test_answer', 'test_touch']);

    // The migration that drops the trigger lets the next start drop the function.
    await folderDb.execute(sql`drop table test_touched`);
    expect((await migrate(folderDb, migrationsDir, without)).functions).toEqual({ applied: 0, skipped: 1, dropped: ['test_touch'] });
  });

  it('creates a function after the ones it names, whatever the order of the files; a name in a comment does not count', async () => {
    const root = functionsFolder('order', {
      'a/test_outer': 'CREATE OR REPLACE FUNCTION test_outer() RETURNS int LANGUAGE sql AS $$ SELECT test_inner() + 1 $$;',
      'b/test_inner': '-- test_outer adds one.\nCREATE OR REPLACE FUNCTION test_inner() RETURNS int LANGUAGE sql AS $$ SELECT 41 $$;',
    });
    // test_answer's file is not in this folder: the step drops it.
    expect((await migrate(folderDb, migrationsDir, root)).functions).toEqual({ applied: 2, skipped: 0, dropped: ['test_answer'] });
    const [row] = await queryRows<{ answer: number }>(folderDb, sql`select test_outer() as answer`);
    expect(Number(row?.answer)).toBe(42);
  });

  it('refuses files that name each other in a cycle, naming them, and applies nothing', async () => {
    const root = functionsFolder('cycle', {
      'a/test_ping': 'CREATE OR REPLACE FUNCTION test_ping() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN test_pong(); END $$;',
      'b/test_pong': 'CREATE OR REPLACE FUNCTION test_pong() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN test_ping(); END $$;',
      'c/test_alone': 'CREATE OR REPLACE FUNCTION test_alone() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
    });
    await expect(migrate(folderDb, migrationsDir, root)).rejects.toThrow(
      `stored functions in a cycle of references (or after one): ${path.join('a', 'sql', 'test_ping.sql')}, ${path.join('b', 'sql', 'test_pong.sql')}`,
    );
    const [row] = await queryRows<{ alone: string | null }>(folderDb, sql`select to_regproc('test_alone')::text as alone`);
    expect(row?.alone).toBeNull();
  });
});
