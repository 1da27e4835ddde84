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
 * day old; files of any other name (an operator's own copies) are never touched, nor `written`
 * (the archive just made: another server's clock, in a shared folder, may name its own later).
 * Answers the names deleted.
 */
export async function keepNewestArchives(dir: string, keep: number, now: Date, written: string): Promise<string[]> {
  const names = await fsp.readdir(dir);
  const archives = names.filter((name) => ARCHIVE.test(name) && name !== path.basename(written)).sort().reverse();
  const deleted = archives.slice(Math.max(0, keep - 1));
  for (const name of names.filter((candidate) => PARTIAL.test(candidate))) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null); // gone meanwhile: nothing to do
    if (stat && now.getTime() - stat.mtimeMs > STALE_PARTIAL_MS) deleted.push(name);
  }
  await Promise.all(deleted.map((name) => fsp.rm(path.join(dir, name), { force: true })));
  return deleted;
}
