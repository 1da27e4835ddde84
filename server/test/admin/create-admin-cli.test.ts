import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminCommand, USAGE } from '../../src/cli/create-admin-command';
import { decryptSecret } from '../../src/features/admin/totp';
import { verifyPassword } from '../../src/features/auth/passwords';
import type { Database } from '../../src/platform/db/connect';
import { users } from '../../src/platform/db/schema/auth';
import { uniqueEmail } from '../support/factories';
import { testDatabase } from '../support/database';

const root = path.resolve(import.meta.dirname, '../../..');
/** The key the server would derive from APP_SECRET for authenticator secrets. */
const keys = { adminTotp: crypto.randomBytes(32) };
const ENROL_LATER = 'Two-factor: the admin adds an authenticator app at the first sign-in (QR code shown there).\n';
const PASSWORD = 'olive-grove-sunrise-9';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

/** The command as `npm run admin:create -- …` runs it, on the worker's database (left open afterwards). */
async function run(argv: string[], piped?: string) {
  const output = new PassThrough();
  const errors = new PassThrough();
  let opened = 0;
  const open = async () => {
    opened += 1;
    return { ...database, close: async () => undefined };
  };
  const io = { input: Readable.from(piped === undefined ? [] : [piped]), interactive: false, output, errors };
  const code = await createAdminCommand(argv, io, open, keys);
  output.end();
  errors.end();
  return { code, opened, stdout: String(output.read() ?? ''), stderr: String(errors.read() ?? '') };
}

const userNamed = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('npm run admin:create', () => {
  it('creates an admin with the password piped in, and a second run changes nothing', async () => {
    const email = uniqueEmail('founder');
    const first = await run([email.toUpperCase()], `${PASSWORD}\n`);
    expect(first).toMatchObject({ code: 0, stderr: '', stdout: `Admin ${email} created. Sign in at /admin/login.\n${ENROL_LATER}` });
    const row = await userNamed(email);
    expect(row).toMatchObject({ role: 'admin' });
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);

    const second = await run([email, '--password', PASSWORD]);
    expect(second).toMatchObject({ code: 0, stdout: `${email} is already an admin with this password: nothing to do.\n${ENROL_LATER}` });
  });

  it('seeds an authenticator secret, given or new, stored encrypted, and prints it with its otpauth URI', async () => {
    const email = uniqueEmail('seeded');
    const given = 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp';
    const first = await run([email, '--password', PASSWORD, '--totp-secret', given]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Authenticator secret: JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP\n');
    expect(first.stdout).toMatch(/otpauth URI: otpauth:\/\/totp\/Mithaq:.+secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/);
    const row = await userNamed(email);
    expect(row!.totpSecret).not.toContain('JBSWY3DP');
    expect(decryptSecret(keys.adminTotp, row!.id, row!.totpSecret!)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    const fresh = await run([email, '--password', PASSWORD, '--totp-secret', 'new']);
    const secret = /Authenticator secret: ([A-Z2-7]+)\n/.exec(fresh.stdout)?.[1];
    expect(fresh.stdout).toContain('is now an admin with the new password');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decryptSecret(keys.adminTotp, row!.id, (await userNamed(email))!.totpSecret!)).toBe(secret);
  });

  it('refuses a secret that is not base32 before opening the database', async () => {
    const email = uniqueEmail('badsecret');
    const result = await run([email, '--password', PASSWORD, '--totp-secret', 'not-base32!']);
    expect(result).toMatchObject({ code: 1, opened: 0 });
    expect(result.stderr).toContain('must be a base32 secret');
    expect(await userNamed(email)).toBeUndefined();
  });

  it('refuses a short password or a bad address before opening the database, changing nothing', async () => {
    const email = uniqueEmail('short');
    const short = await run([email, '--password', 'abc12345']);
    expect(short).toMatchObject({ code: 1, opened: 0 });
    expect(short.stderr).toContain('An admin password must be at least 10 characters\nNothing was changed.');
    expect(await userNamed(email)).toBeUndefined();
    expect((await run(['not-an-address', '--password', PASSWORD])).stderr).toContain('Email format is invalid');
  });

  it('explains its usage', async () => {
    for (const argv of [[], ['a@example.test', 'b@example.test'], ['a@example.test', '--pasword', 'typo']]) {
      const result = await run(argv);
      expect(result).toMatchObject({ code: 2, opened: 0 });
      expect(result.stderr).toContain(USAGE);
    }
  });
});

// The real entry point, as a person runs it, while a server holds the embedded database.
describe('npm run admin:create with the embedded database in use', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-admin-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one clear line naming the process that holds it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'db.lock'), String(holder.pid));
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/cli/create-admin.ts', 'late@example.test', '--password', PASSWORD], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`is in use by another Mithaq process (pid ${holder.pid})`);
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      holder.kill();
    }
  });
});
