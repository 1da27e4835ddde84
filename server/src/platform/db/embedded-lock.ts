import fs from 'node:fs';

/**
 * PGlite is one process's database: two processes opening the same folder would corrupt
 * it. The server and every CLI take this lock file first and say clearly who holds it.
 */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dbDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dbDir} is in use by another Mithaq process (pid ${pid}). ` +
        'Stop that server first, or set DATABASE_URL to work against PostgreSQL.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireEmbeddedLock(dbDir: string): () => void {
  const lockPath = `${dbDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedDatabaseInUseError(dbDir, holder);
      }
      // A stale lock from a process that died without cleaning up.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the embedded database lock ${lockPath}`);
}
