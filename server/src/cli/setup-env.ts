import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../config';
import { clientPaths } from '@mithaq/contract/routes';
import { newTotpSecret, otpauthUri } from '../features/admin/totp';
import { parseDotEnv } from '../platform/dot-env';

/** What `npm run setup` asks; undefined: not wanted (the embedded default, the file outbox, one server). */
export interface SetupAnswers {
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
}

/** A mistake the person running setup can fix: said in one message, nothing written. */
export class SetupError extends Error {}

export interface SetupResult {
  file: string;
  adminEmail: string;
  adminPassword: string;
  totpSecret: string;
  totpUri: string;
  adminSignInUrl: string;
}

/** 24 characters of a 56-letter alphabet with no look-alikes (0/O, 1/l/I): about 139 bits. */
function newPassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * A value as .env writes it, for Node's reader (server/src/platform/dot-env.ts), which has no
 * escapes: bare when nothing in it needs quoting, else in the first quote it does not hold of
 * double, single, backtick (double quotes turn a backslash-n into a newline, so a value with a
 * backslash skips them). A value holding all three kinds, or a newline, cannot be written.
 */
function quoted(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new SetupError(`${name}: a value on more than one line cannot go in .env; write it on one line.`);
  if (!/[\s"'`#\\]/.test(value)) return value;
  const quote = ['"', "'", '`'].find((mark) => !value.includes(mark) && !(mark === '"' && value.includes('\\')));
  if (!quote) throw new SetupError(`${name}: a value holding ", ' and \` together cannot go in .env; leave one kind of quote out.`);
  return `${quote}${value}${quote}`;
}

/** The file's text, read back as the server will read it: each value must come back exactly. */
function envText(set: Record<string, string>): string {
  const lines = [
    `# Written by npm run setup on ${new Date().toISOString()}. The environment wins over this file;`,
    '# .env.example lists every other variable. Keep this file secret: it holds the keys of the deployment.',
    ...Object.entries(set).map(([name, value]) => `${name}=${quoted(name, value)}`),
  ];
  const text = `${lines.join('\n')}\n`;
  const read = parseDotEnv(text);
  for (const [name, value] of Object.entries(set)) {
    if (read[name] !== value) throw new SetupError(`${name}: .env would not give this value back as written; leave out its quotes or backslashes.`);
  }
  return text;
}

/**
 * Writes the deployment's .env: the answers, and secrets generated here (APP_SECRET, the VAPID
 * pair, the first admin's password and authenticator secret). The text to write is read back as
 * the server reads .env and checked as the server will check it at start (production), so a bad
 * answer stops here, naming the variable, with nothing written. An existing file is kept unless `force`.
 */
export function runSetup(answers: SetupAnswers, options: { file: string; force: boolean; cwd?: string }): SetupResult {
  const file = path.resolve(options.cwd ?? process.cwd(), options.file);
  if (!answers.publicUrl) throw new SetupError('PUBLIC_URL: say the address members will open (--public-url https://…).');
  if (!answers.adminEmail) throw new SetupError("ADMIN_EMAIL: say the first admin's e-mail (--admin-email you@example.org).");
  if (answers.smtpUrl && !answers.mailFrom) throw new SetupError('MAIL_FROM: with a mail server, say the sender of its mail (--mail-from "Mithaq <hello@your.domain>").');
  if (fs.existsSync(file) && !options.force) throw new SetupError(`${file} exists already: nothing was changed. Run again with --force to replace it.`);

  const vapid = webpush.generateVAPIDKeys();
  const adminPassword = newPassword();
  const totpSecret = newTotpSecret();
  const env: Record<string, string | undefined> = {
    PUBLIC_URL: answers.publicUrl.replace(/\/+$/, ''),
    APP_SECRET: crypto.randomBytes(48).toString('base64url'),
    DATABASE_URL: answers.databaseUrl,
    REDIS_URL: answers.redisUrl,
    SMTP_URL: answers.smtpUrl,
    MAIL_FROM: answers.mailFrom,
    ADMIN_EMAIL: answers.adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ADMIN_TOTP_SECRET: totpSecret,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: `mailto:${answers.adminEmail}`,
  };
  const set = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = envText(set);
  try {
    loadConfig({ NODE_ENV: 'production', ...parseDotEnv(text) });
  } catch (error) {
    if (error instanceof ConfigError) throw new SetupError(`These answers would not start the server:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`);
    throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return {
    file,
    adminEmail: answers.adminEmail,
    adminPassword,
    totpSecret,
    totpUri: otpauthUri(totpSecret, answers.adminEmail),
    adminSignInUrl: `${set.PUBLIC_URL}${clientPaths.adminLogin}`,
  };
}
