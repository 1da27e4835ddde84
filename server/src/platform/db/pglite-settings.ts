import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';

/** The extensions the schema uses (citext for e-mails): every PGlite that opens its folder loads them. */
export const PGLITE_EXTENSIONS = { citext };

/**
 * PGlite's PostgreSQL settings: its own defaults, with shared buffers at 32 MB instead of the
 * 160 MB initdb picks (a server at rest held about 130 MB more). The embedded default serves
 * one machine's members; the discover bench's p50 on 20k profiles did not move (README,
 * Operations/performance).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * A new data folder is initialized (initdb) in a child process that then exits. In the server's
 * own process PGlite runs initdb in a second instance whose memory (about 150 MB) stays held
 * after it closes, for the server's whole first run.
 */
export async function initializePgliteDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'const { PGlite } = require(process.argv[1]); PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((pg) => pg.close());';
  await promisify(execFile)(process.execPath, ['-e', script, pglite, dir, JSON.stringify(PGLITE_START_PARAMS)]);
}
