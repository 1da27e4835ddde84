import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/features/auth/passwords';
import { openDatabase } from '../../src/platform/db/connect';
import { users } from '../../src/platform/db/schema/auth';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const PASSWORD = 'olive-grove-sunrise-9';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-admin-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create -- …` as a person runs it, on the embedded database in `dataDir`. */
function createAdmin(args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['server/src/cli/create-admin.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

// Each run starts a process that opens (the first time: creates) the embedded database: slow on a busy machine.
describe('npm run admin:create', { timeout: 120_000 }, () => {
  it('creates an admin in the embedded database (password piped in), and a second run changes nothing', async () => {
    const first = await createAdmin(['Founder@Example.test'], `${PASSWORD}\n`);
    expect(first.stderr).toBe('');
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('Admin founder@example.test created') });
    const second = await createAdmin(['founder@example.test', '--password', PASSWORD]);
    expect(second).toMatchObject({ code: 0, stdout: expect.stringContaining('nothing to do') });

    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'founder@example.test'));
      expect(row).toMatchObject({ role: 'admin' });
      expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses a short password and a missing e-mail, changing nothing', async () => {
    const short = await createAdmin(['short@example.test', '--password', 'abc12345']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('An admin password must be at least 10 characters');
    expect(short.stderr).toContain('Nothing was changed.');
    const usage = await createAdmin([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin:create -- <email> [--password <password>]');
  });

  it('says clearly that the embedded database is in use by a running server', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'db.lock'), String(holder.pid));
      const result = await createAdmin(['late@example.test', '--password', PASSWORD]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by another Mithaq process (pid ${holder.pid})`);
      expect(result.stderr).not.toMatch(/\n\s+at /); // one clear message, no stack trace
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, 'db.lock'), { force: true });
    }
  });
});
