import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { createS3Storage } from '../platform/storage/s3';
import { contentTypeOf, isValidStorageKey, type Storage } from '../platform/storage/storage';

export const MIGRATE_USAGE = 'Usage: npm run storage:migrate -- [--from <media folder>] [--dry-run] [--concurrency <1-64>]';

export interface MigrateIo {
  output: Writable;
  errors: Writable;
}

interface Options {
  from: string | undefined;
  dryRun: boolean;
  concurrency: number;
}

function parse(argv: string[]): Options | null {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { from: { type: 'string' }, 'dry-run': { type: 'boolean' }, concurrency: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const concurrency = Number(values.concurrency ?? 8);
    if (values.help || positionals.length > 0 || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) return null;
    return { from: values.from, dryRun: values['dry-run'] ?? false, concurrency };
  } catch {
    return null; // an unknown option: the usage says what is known
  }
}

/** Every file under `root`, as storage keys ('/' between folders), in a stable order. */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * npm run storage:migrate: copies the local media folder into the configured S3 bucket. Each
 * file whose key is already in the bucket with the same size is skipped, so a run can be
 * repeated at will and an interrupted one continues where it stopped (an object appears in
 * the bucket only once its upload is complete). Progress on stderr, the summary on stdout.
 * Answers the exit code: 0 done, 1 something failed (run it again), 2 wrong usage or no bucket.
 */
export async function storageMigrateCommand(
  argv: string[],
  io: MigrateIo,
  deps: { config: Pick<Config, 'dataDir' | 's3'>; destination?: Storage },
): Promise<number> {
  const options = parse(argv);
  if (!options) {
    io.errors.write(`\n${MIGRATE_USAGE}\n\n`);
    return 2;
  }
  const { s3 } = deps.config;
  if (!s3) {
    io.errors.write('\nstorage:migrate copies pictures into an S3 bucket: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT outside AWS), as for the servers.\n\n');
    return 2;
  }
  const from = path.resolve(options.from ?? path.join(deps.config.dataDir, 'media'));
  const keys = await keysUnder(from).catch(() => null);
  if (!keys) {
    io.errors.write(`\nCannot read the folder ${from}. Nothing was copied.\n\n`);
    return 1;
  }
  const destination = deps.destination ?? createS3Storage(s3);
  try {
    await destination.check();
  } catch (error) {
    io.errors.write(`\nCannot reach the bucket ${s3.bucket} at ${s3.endpoint}: ${(error as Error).message}. Nothing was copied.\n\n`);
    return 1;
  }

  // Half-written local files (*.tmp) and anything the server never made stay behind.
  const ignored = keys.filter((key) => !isValidStorageKey(key));
  const todo = keys.filter(isValidStorageKey);
  const counts = { copied: 0, alreadyThere: 0, failed: 0, bytes: 0 };
  const failures: string[] = [];
  let done = 0;
  let lastReport = 0;
  const report = (force = false) => {
    if (!force && Date.now() - lastReport < 1000) return;
    lastReport = Date.now();
    const verb = options.dryRun ? 'to copy' : 'copied';
    io.errors.write(`storage:migrate: ${done}/${todo.length} files, ${counts.copied} ${verb} (${megabytes(counts.bytes)}), ${counts.alreadyThere} already there, ${counts.failed} failed\n`);
  };

  const copy = async (key: string) => {
    try {
      const file = path.join(from, key);
      const { size } = await fsp.stat(file);
      if ((await destination.head(key))?.size === size) {
        counts.alreadyThere += 1;
        return;
      }
      if (!options.dryRun) await destination.put(key, await fsp.readFile(file), contentTypeOf(key));
      counts.copied += 1;
      counts.bytes += size;
    } catch (error) {
      counts.failed += 1;
      if (failures.length < 10) failures.push(`${key}: ${(error as Error).message}`);
    } finally {
      done += 1;
      report();
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < todo.length) await copy(todo[next++]!);
  };
  io.errors.write(`storage:migrate: ${todo.length} files in ${from} → bucket ${s3.bucket}${options.dryRun ? ' (dry run: nothing is written)' : ''}\n`);
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  report(true);

  const lines = [
    options.dryRun
      ? `Dry run: ${counts.copied} files would be copied (${megabytes(counts.bytes)}) to bucket ${s3.bucket}; ${counts.alreadyThere} already there; nothing was written.`
      : `Copied ${counts.copied} files (${megabytes(counts.bytes)}) to bucket ${s3.bucket}; ${counts.alreadyThere} already there; ${counts.failed} failed.`,
    ...(ignored.length > 0 ? [`Left out ${ignored.length} files that are not pictures the server made: ${ignored.slice(0, 5).join(', ')}${ignored.length > 5 ? ', …' : ''}`] : []),
    ...failures.map((failure) => `  failed: ${failure}`),
    ...(counts.failed > 0 ? ['Run it again: what is already in the bucket is skipped, the rest is copied.'] : []),
  ];
  io.output.write(`${lines.join('\n')}\n`);
  return counts.failed > 0 ? 1 : 0;
}
