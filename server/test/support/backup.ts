import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { RestoreDeps } from '../../src/cli/restore-command';
import { readArchive } from '../../src/platform/backup/archive';
import { databaseFacts, ledgerBalances } from '../../src/platform/backup/database';
import { MANIFEST_PATH, parseManifest, type Manifest } from '../../src/platform/backup/manifest';
import { claimDueRun } from '../../src/platform/backup/schedule-repo';
import { openDatabase, queryRows, type Database, type Db, type Queryable } from '../../src/platform/db/connect';
import { scheduledBackup } from '../../src/platform/db/schema/operations';
import { createLocalStorage } from '../../src/platform/storage/local';
import type { Storage } from '../../src/platform/storage/storage';
import { pictures } from './images';
import { sendMessage, unlockedCouple } from './matches';
import { givePicture } from './media';
import { memberThroughApi, upload } from './profiles';
import type { TestServer } from './server';

function sink() {
  let text = '';
  return { stream: new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) }), text: () => text };
}

/** Runs backupCommand or restoreCommand (server/src/cli/) and answers its exit code, stdout and stderr. */
export async function runCommand<D>(command: (argv: string[], io: { output: Writable; errors: Writable }, deps: D) => Promise<number>, argv: string[], deps: D) {
  const output = sink();
  const errors = sink();
  const code = await command(argv, { output: output.stream, errors: errors.stream }, deps);
  return { code, output: output.text(), errors: errors.text() };
}

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs server/src/cli/`script`.ts as npm run does, with only DATA_DIR for configuration: its exit code and output. */
export function runScript(script: string, dataDir: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [`server/src/cli/${script}.ts`, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a backup must hold: members with pictures (one uploaded, one given) and a paid chat with messages (its couple answered, to sign in again on a copy). */
export async function populateForBackup(server: TestServer) {
  const member = await memberThroughApi(server);
  const uploaded = await upload(server, member.token, await pictures.jpeg(400, 300), 'image/jpeg');
  if (uploaded.status !== 200) throw new Error(`the upload was refused (${uploaded.status})`);
  await givePicture(server, member.id, 1);
  const couple = await unlockedCouple(server);
  const texts = ['Assalamu alaikum', 'Wa alaikum assalam, how is your family?', 'الحمد لله — all well 🌙'];
  for (const [index, text] of texts.entries()) {
    const sent = await sendMessage(server, index % 2 === 0 ? couple.woman.token : couple.man.token, couple.matchId, text);
    if (sent.status !== 200) throw new Error(`a message was refused (${sent.status})`);
  }
  const [picture] = await queryRows<{ key: string }>(server.platform.database.db, sql`select storage_path as key from profile_pictures where profile_id = ${member.id} and position = 0`);
  return { uploadedKey: picture!.key, texts, couple };
}

/** Everything a restore must bring back, read the same way from the source and the restored copy. */
export async function contentsOf(db: Queryable, storage: Storage) {
  const { rows } = await databaseFacts(db);
  const ledger = await ledgerBalances(db);
  const messages = await queryRows<{ seq: number; content: string }>(db, sql`select seq::int as seq, content from messages order by seq`);
  const media: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const object = await storage.get(key);
    if (!object) continue;
    const hash = crypto.createHash('sha256');
    for await (const chunk of object.body) hash.update(chunk as Buffer);
    media[key] = hash.digest('hex');
  }
  return { rows, ledger, messages, media };
}

/** A deployment with nothing yet: the embedded database's folder and the media folder, both absent. */
export function emptyDeployment(): { dataDir: string; deps: RestoreDeps } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-restore-'));
  const dir = path.join(dataDir, 'db');
  return {
    dataDir,
    deps: { target: { kind: 'pglite', dir }, openDatabase: () => openDatabase({ kind: 'pglite', dir }), storage: createLocalStorage(path.join(dataDir, 'media')), now: () => new Date() },
  };
}

/** The archive's manifest.json, read as restore reads it. */
export async function manifestOf(archive: string): Promise<Manifest> {
  let text = '';
  await readArchive(archive, async (entry) => {
    if (entry.path !== MANIFEST_PATH) return;
    for await (const chunk of entry.body) text += chunk.toString();
  });
  return parseManifest(text);
}

export async function withDatabase<T>(deps: RestoreDeps, read: (database: Database) => Promise<T>): Promise<T> {
  const database = await deps.openDatabase();
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/** The scheduled backup's row (server/src/platform/backup/schedule-repo.ts): who holds its run, and its newest backup. */
export async function scheduledBackupRow(db: Db) {
  const [row] = await db.select({ claimedUntil: scheduledBackup.claimedUntil, claimedBy: scheduledBackup.claimedBy, lastSuccessAt: scheduledBackup.lastSuccessAt }).from(scheduledBackup);
  return row;
}

/** Takes the scheduled backup's run now, as a server of the source deployment would: its claim goes into a backup made meanwhile. */
export async function claimScheduledRun(db: Db, now: Date): Promise<boolean> {
  return (await claimDueRun(db, { now, firstDueAt: now, leaseUntil: new Date(now.getTime() + 3_600_000), by: 'a server of the source deployment' })) !== null;
}

/**
 * Every table's rows (but the migrator's, whose applied_at tells when each copy was made) as one
 * digest of their JSON, in UTC: equal digests mean a copy holds the very same rows and values.
 */
export function rowDigests(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const { rows } = await databaseFacts(tx);
    const digests: Record<string, string> = {};
    for (const table of Object.keys(rows).filter((name) => name !== 'mithaq_migrations')) {
      const [row] = await queryRows<{ digest: string }>(tx, sql`select md5(coalesce(string_agg(j, E'\n' order by j collate "C"), '')) as digest from (select row_to_json(t)::text as j from ${sql.identifier(table)} t) rows`);
      digests[table] = row!.digest;
    }
    return digests;
  });
}
