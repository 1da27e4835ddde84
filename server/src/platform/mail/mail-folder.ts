import fsp from 'node:fs/promises';
import path from 'node:path';

/** What the file mailer writes: `<ISO time>-<8 hex>.eml` and `.json`. Nothing else in the folder is touched. */
const MAIL_FILE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.(eml|json)$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Deletes the file mailer's messages written before `before` (by the files' modification time):
 * they hold reset and sign-in links. Answers how many messages (.eml) it deleted.
 */
export async function pruneMailFolder(mailDir: string, before: Date): Promise<number> {
  const names = await fsp.readdir(mailDir).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  let pruned = 0;
  for (const name of names.filter((n) => MAIL_FILE.test(n))) {
    const file = path.join(mailDir, name);
    const stat = await fsp.stat(file).catch((error: unknown) => {
      if (missing(error)) return undefined; // deleted meanwhile (another server's job)
      throw error;
    });
    if (!stat || stat.mtime >= before) continue;
    await fsp.rm(file, { force: true });
    if (name.endsWith('.eml')) pruned += 1;
  }
  return pruned;
}
