import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runSetup, SetupError } from '../../src/cli/setup-env';
import { loadConfig } from '../../src/config';
import { bootstrapAdmin } from '../../src/features/admin/accounts';
import { withDotEnv } from '../../src/platform/dot-env';
import { repoRoot } from '../../src/paths';
import { call } from '../support/client';
import { startTestServer } from '../support/server';

const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-setup-'));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => fs.rmSync(made, { recursive: true, force: true })));

const answers = { publicUrl: 'https://mithaq.example.org/', adminEmail: 'imam@example.org' };

describe('npm run setup', () => {
  it('writes a private .env with generated secrets, which the server starts with and signs the admin in from', async () => {
    const cwd = folder();
    const result = runSetup(answers, { file: '.env', force: false, cwd });
    expect(result.file).toBe(path.join(cwd, '.env'));
    expect(fs.statSync(result.file).mode & 0o777).toBe(0o600);

    const env = withDotEnv({}, cwd);
    expect(env).toMatchObject({ PUBLIC_URL: 'https://mithaq.example.org', ADMIN_EMAIL: 'imam@example.org', ADMIN_PASSWORD: result.adminPassword, ADMIN_TOTP_SECRET: result.totpSecret });
    expect(env.APP_SECRET!.length).toBeGreaterThanOrEqual(32);
    const config = loadConfig({ NODE_ENV: 'production', ...env });
    expect(config.push.vapidKeys?.publicKey).toBe(env.VAPID_PUBLIC_KEY);
    expect(result.totpUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    // The server, with what the file says (in the test's own folders, on its port).
    const { DATA_DIR: _ignored, ...settings } = env;
    const server = await startTestServer({ env: settings as Record<string, string> });
    try {
      await bootstrapAdmin(server.platform);
      const signIn = await call<{ step: string }>(server, 'POST', '/api/admin/sign-in', { email: answers.adminEmail, password: result.adminPassword });
      expect(signIn.status).toBe(200);
      expect(signIn.body.step).toBe('code');
    } finally {
      await server.close();
    }
  });

  it('refuses, naming the variable and writing nothing: a missing answer, a bad one, mail without a sender, an existing file', () => {
    const cwd = folder();
    const file = path.join(cwd, '.env');
    expect(() => runSetup({ ...answers, publicUrl: undefined }, { file, force: false })).toThrow(/^PUBLIC_URL: /);
    expect(() => runSetup({ ...answers, adminEmail: undefined }, { file, force: false })).toThrow(/^ADMIN_EMAIL: /);
    expect(() => runSetup({ ...answers, smtpUrl: 'smtps://user:pass@smtp.example.org' }, { file, force: false })).toThrow(/^MAIL_FROM: /);
    expect(() => runSetup({ ...answers, databaseUrl: 'mysql://db.example.org/mithaq' }, { file, force: false })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => runSetup({ ...answers, adminEmail: 'not an address' }, { file, force: false })).toThrow(SetupError);
    expect(fs.existsSync(file)).toBe(false);

    fs.writeFileSync(file, 'PORT=4000\n');
    expect(() => runSetup(answers, { file, force: false })).toThrow(/exists already: nothing was changed/);
    expect(fs.readFileSync(file, 'utf8')).toBe('PORT=4000\n');
    runSetup(answers, { file, force: true });
    expect(withDotEnv({}, cwd).PUBLIC_URL).toBe('https://mithaq.example.org');
  });

  it('from the command line: exits 1 with the message on bad input, and prints the file last on success', () => {
    const cwd = folder();
    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
    const script = path.join(repoRoot, 'server', 'src', 'cli', 'setup.ts');
    const refused = spawnSync(tsx, [script, '--yes', '--admin-email', 'imam@example.org'], { cwd, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('PUBLIC_URL: say the address members will open');

    const done = spawnSync(tsx, [script, '--yes', '--public-url', 'https://mithaq.example.org', '--admin-email', 'imam@example.org'], { cwd, encoding: 'utf8' });
    expect(done.status).toBe(0);
    expect(done.stdout.trim().split('\n').at(-1)).toBe(path.join(cwd, '.env'));
    expect(done.stdout).toContain('https://mithaq.example.org/admin/login');
  });

  it('writes a sender with quotes in it so that the server reads it back exactly', () => {
    const cwd = folder();
    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
    const script = path.join(repoRoot, 'server', 'src', 'cli', 'setup.ts');
    const sender = '"Mithaq Team" <team@example.org>';
    const args = ['--yes', '--public-url', 'https://mithaq.example.org', '--admin-email', 'imam@example.org', '--smtp-url', 'smtps://user:pass@smtp.example.org', '--mail-from', sender];
    const done = spawnSync(tsx, [script, ...args], { cwd, encoding: 'utf8' });
    expect(done.status, done.stderr).toBe(0);
    const env = withDotEnv({}, cwd);
    expect(env.MAIL_FROM).toBe(sender);
    expect(loadConfig({ NODE_ENV: 'production', ...env }).mailFrom).toBe(sender);
  });

  it('quotes each value with a quote it does not hold, and refuses one it cannot write', () => {
    const cwd = folder();
    const file = path.join(cwd, '.env');
    for (const mailFrom of ["Mithaq's \"Team\" <team@example.org>", "Mithaq's Team <team@example.org>", 'Mithaq # Team <team@example.org>', 'Mithaq\\Team <team@example.org>']) {
      runSetup({ ...answers, smtpUrl: 'smtps://user:pass@smtp.example.org', mailFrom }, { file, force: true });
      expect(withDotEnv({}, cwd).MAIL_FROM).toBe(mailFrom);
    }
    fs.rmSync(file);
    expect(() => runSetup({ ...answers, smtpUrl: 'smtps://user:pass@smtp.example.org', mailFrom: '`M` "i" \'t\' <team@example.org>' }, { file, force: false })).toThrow(/^MAIL_FROM: .*together/);
    expect(() => runSetup({ ...answers, smtpUrl: 'smtps://user:pass@smtp.example.org', mailFrom: 'Mithaq\n<team@example.org>' }, { file, force: false })).toThrow(/^MAIL_FROM: .*more than one line/);
    expect(fs.existsSync(file)).toBe(false);
  });
});
