// npm run setup: asks the few questions that matter and writes .env with generated secrets.
// Non-interactive: npm run setup -- --yes --public-url URL --admin-email EMAIL [--database-url …]
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { runSetup, SetupError, type SetupAnswers } from './setup-env';

const USAGE = `Usage: npm run setup [-- --yes --public-url URL --admin-email EMAIL
       [--smtp-url smtp://…] [--mail-from "Name <address>"] [--database-url postgres://…]
       [--redis-url redis://…] [--env-file PATH] [--force]]`;

const { values } = parseArgs({
  options: {
    yes: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'public-url': { type: 'string' },
    'admin-email': { type: 'string' },
    'smtp-url': { type: 'string' },
    'mail-from': { type: 'string' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    'env-file': { type: 'string', default: '.env' },
    help: { type: 'boolean', default: false },
  },
  strict: false,
});

const text = (value: string | boolean | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Each question with what the flag said as its default; Enter keeps it (or skips an optional one). */
async function askAll(given: SetupAnswers): Promise<SetupAnswers> {
  const prompt = createInterface({ input: stdin, output: stdout });
  const ask = async (question: string, fallback: string | undefined) => text(await prompt.question(`${question}${fallback ? ` [${fallback}]` : ''}: `)) ?? fallback;
  try {
    console.log('Mithaq setup: Enter keeps the value in brackets, or skips an optional question.\n');
    const publicUrl = await ask('The address members will open (https://…)', given.publicUrl);
    const adminEmail = await ask("The first admin's e-mail", given.adminEmail);
    const smtpUrl = await ask('Mail server (smtp:// or smtps:// with user and password; empty: mail is written to files)', given.smtpUrl);
    const mailFrom = smtpUrl ? await ask('The sender of its mail ("Mithaq <hello@your.domain>")', given.mailFrom) : undefined;
    const databaseUrl = await ask('PostgreSQL (postgres://…; empty: the embedded database)', given.databaseUrl);
    const redisUrl = await ask('Redis, for several servers (redis://…; empty: one server)', given.redisUrl);
    return { publicUrl, adminEmail, smtpUrl, mailFrom, databaseUrl, redisUrl };
  } finally {
    prompt.close();
  }
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const given: SetupAnswers = {
  publicUrl: text(values['public-url']),
  adminEmail: text(values['admin-email']),
  smtpUrl: text(values['smtp-url']),
  mailFrom: text(values['mail-from']),
  databaseUrl: text(values['database-url']),
  redisUrl: text(values['redis-url']),
};
try {
  const answers = values.yes ? given : await askAll(given);
  const written = runSetup(answers, { file: String(values['env-file']), force: values.force === true });
  console.log(`\nThe first admin signs in at ${written.adminSignInUrl} with:`);
  console.log(`  e-mail    ${written.adminEmail}`);
  console.log(`  password  ${written.adminPassword}`);
  console.log(`  authenticator secret ${written.totpSecret} (or open ${written.totpUri})`);
  console.log('These are shown once: keep them in a password manager now. They are also in the file below.\n');
  // The path last, so a script can read it.
  console.log(written.file);
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(`\n${error.message}\n\n${USAGE}\n`);
  process.exit(1);
}
