import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/platform/db/connect';

describe('the embedded database in a data folder', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  // Two starts of PostgreSQL in WASM (and initdb in a child process): slow on a busy machine.
  it('is initialized on first open, keeps its rows across a restart, and runs with 32 MB of shared buffers', { timeout: 180_000 }, async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-pglite-'));
    folders.push(root);
    const dir = path.join(root, 'db');
    const first = await openDatabase({ kind: 'pglite', dir });
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dir });
    try {
      expect(await queryRows<{ value: string }>(again.db, sql`select value from kept`)).toEqual([{ value: 'still here' }]);
      expect(await queryRows<{ shared_buffers: string }>(again.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await again.close();
    }
  });
});
