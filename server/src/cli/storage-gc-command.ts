import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { allPictureKeys } from '../features/pictures/repo';
import { SELFIE_PREFIX } from '../features/verification/access';
import { allSelfieKeys } from '../features/verification/repo';
import type { Database } from '../platform/db/connect';
import { isValidStorageKey, type ListedObject, type Storage } from '../platform/storage/storage';

export const GC_USAGE = 'Usage: npm run storage:gc -- [--delete]   (without --delete: a dry run that only lists what would go)';

/**
 * A file younger than this is never touched: an upload writes its files before its row commits
 * (server/src/features/pictures/service.ts, server/src/features/verification/service.ts), and a
 * moderator's copy of a thumbnail is written before its row too.
 */
export const GC_GRACE_MS = 60 * 60 * 1000;

/**
 * The prefixes the server stores under (pictures/ in server/src/features/pictures/service.ts,
 * selfies/ in server/src/features/verification/access.ts): anything else in a shared bucket is
 * not ours to judge.
 */
const OWN_PREFIXES = ['pictures/', SELFIE_PREFIX];

export interface GcIo {
  output: Writable;
  errors: Writable;
}

function parse(argv: string[]): { delete: boolean } | null {
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { delete: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help || positionals.length > 0) return null;
    return { delete: values.delete ?? false };
  } catch {
    return null; // an unknown option: the usage says what is known
  }
}

/**
 * Every key a row points to. Two reads, no transaction between them: a row that appears meanwhile
 * points to a file just written, which the grace period spares anyway.
 */
export async function keysInUse(database: Pick<Database, 'db'>): Promise<Set<string>> {
  return new Set([...(await allPictureKeys(database.db)), ...(await allSelfieKeys(database.db))]);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sizeOf = (objects: ListedObject[]) => objects.reduce((sum, object) => sum + object.size, 0);

/**
 * npm run storage:gc: the stored files no row points to (a delete lost before the outbox existed,
 * an upload whose server died before its row committed). A dry run by default: lists them with
 * their count and size; --delete removes them. Files younger than GC_GRACE_MS, and keys the
 * server does not make, are left alone; nothing is deleted unless the database was read, and
 * nothing when no row points to any file at all (most likely the wrong database).
 * Answers the exit code: 0 done, 1 the database or the store could not be read or a delete failed, 2 wrong usage.
 */
export async function storageGcCommand(argv: string[], io: GcIo, deps: { keysInUse: () => Promise<Set<string>>; storage: Storage; now: Date }): Promise<number> {
  const options = parse(argv);
  if (!options) {
    io.errors.write(`\n${GC_USAGE}\n\n`);
    return 2;
  }
  let inUse: Set<string>;
  try {
    inUse = await deps.keysInUse();
  } catch (error) {
    io.errors.write(`\nCannot read the database: ${(error as Error).message}. Nothing was deleted.\n\n`);
    return 1;
  }
  const stored: ListedObject[] = [];
  try {
    for await (const object of deps.storage.list()) stored.push(object);
  } catch (error) {
    io.errors.write(`\nCannot list the stored files: ${(error as Error).message}. Nothing was deleted.\n\n`);
    return 1;
  }

  const ours = stored.filter((object) => isValidStorageKey(object.key) && OWN_PREFIXES.some((prefix) => object.key.startsWith(prefix)));
  const unreferenced = ours.filter((object) => !inUse.has(object.key));
  const isFresh = (object: ListedObject) => deps.now.getTime() - object.modifiedAt.getTime() < GC_GRACE_MS;
  const fresh = unreferenced.filter(isFresh);
  const orphans = unreferenced.filter((object) => !isFresh(object)).sort((a, b) => a.key.localeCompare(b.key));

  for (const object of orphans) io.output.write(`${object.key}\t${object.size}\t${object.modifiedAt.toISOString()}\n`);
  const summary = [
    `${orphans.length} stored files no row points to (${megabytes(sizeOf(orphans))}), of ${stored.length} stored.`,
    ...(fresh.length > 0 ? [`${fresh.length} more are younger than an hour (an upload may still be committing): left alone.`] : []),
    ...(stored.length > ours.length ? [`${stored.length - ours.length} files the server did not make (half-written, another tool's): left alone.`] : []),
  ];
  if (!options.delete) {
    io.output.write(`${[...summary, orphans.length > 0 ? 'Dry run: nothing was deleted. Run again with --delete to remove them.' : 'Nothing to delete.'].join('\n')}\n`);
    return 0;
  }
  if (inUse.size === 0 && orphans.length > 0) {
    io.errors.write('\nNo row points to any stored file: is this the right database (DATABASE_URL, DATA_DIR)? Nothing was deleted.\n\n');
    return 1;
  }
  const failures: string[] = [];
  for (const object of orphans) {
    try {
      await deps.storage.delete(object.key);
    } catch (error) {
      failures.push(`  failed: ${object.key}: ${(error as Error).message}`);
    }
  }
  const deleted = orphans.length - failures.length;
  io.output.write(`${[...summary, `Deleted ${deleted} files (${failures.length} failed).`, ...failures.slice(0, 10)].join('\n')}\n`);
  return failures.length > 0 ? 1 : 0;
}
