import fsp from 'node:fs/promises';
import path from 'node:path';

const ARCHIVE = /^mithaq-backup-\d{8}T\d{6}Z\.tar\.gz$/;
const PARTIAL = /^mithaq-backup-\d{8}T\d{6}Z\.tar\.gz(\.partial|\.pgdump\.partial)$/;
/** A half-written archive this old is a run that died (a crash), not one in progress. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** The scheduled archive's name at `at`: sorting the names sorts them by time. */
export const scheduledArchiveName = (at: Date) => `mithaq-backup-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}.tar.gz`;

/**
 * Deletes the scheduled archives in `dir` beyond the newest `keep`, and half-written ones a
 * day old; files of any other name (an operator's own copies) are never touched. Answers
 * the names deleted.
 */
export async function keepNewestArchives(dir: string, keep: number, now: Date): Promise<string[]> {
  const names = await fsp.readdir(dir);
  const archives = names.filter((name) => ARCHIVE.test(name)).sort().reverse();
  const deleted = archives.slice(keep);
  for (const name of names.filter((candidate) => PARTIAL.test(candidate))) {
    const { mtimeMs } = await fsp.stat(path.join(dir, name));
    if (now.getTime() - mtimeMs > STALE_PARTIAL_MS) deleted.push(name);
  }
  await Promise.all(deleted.map((name) => fsp.rm(path.join(dir, name), { force: true })));
  return deleted;
}
