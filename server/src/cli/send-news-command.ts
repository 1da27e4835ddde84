import fsp from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { DomainEvent } from '../events';
import { sendNews } from '../features/account/news';
import type { LinkDeps } from '../platform/mail/unsubscribe-links';
import { createInProcessBus } from '../platform/bus';
import { systemClock, type Clock } from '../platform/clock';
import type { Database } from '../platform/db/connect';
import { migrate } from '../platform/db/migrate';

export const NEWS_USAGE = 'Usage: npm run news:send -- --subject "<subject>" --text-file <news.txt>';

export interface NewsIo {
  output: Writable;
  errors: Writable;
}

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { subject: { type: 'string' }, 'text-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    const subject = values.subject?.trim();
    if (!values.help && positionals.length === 0 && subject && values['text-file']) return { subject, file: values['text-file'] };
  } catch {
    // An unknown option: the usage says what is known.
  }
  return null;
}

/**
 * npm run news:send: one outbox mail per consenting active member, each with its one-click
 * unsubscribe link. Answers the exit code: 0 queued, 1 nothing to send, 2 wrong usage. The file is
 * read before the database is opened, so a typo never waits on a database held by a server.
 */
export async function sendNewsCommand(
  argv: string[],
  io: NewsIo,
  openDatabase: () => Promise<Database>,
  links: LinkDeps,
  clock: Clock = systemClock,
): Promise<number> {
  const args = parse(argv);
  if (!args) {
    io.errors.write(`\n${NEWS_USAGE}\n\n`);
    return 2;
  }
  let text: string;
  try {
    text = await fsp.readFile(args.file, 'utf8');
  } catch {
    io.errors.write(`\nCannot read ${args.file}. Nothing was sent.\n\n`);
    return 1;
  }
  if (!text.trim()) {
    io.errors.write(`\n${args.file} is empty. Nothing was sent.\n\n`);
    return 1;
  }
  const database = await openDatabase();
  try {
    await migrate(database.db);
    // Nobody listens in this process: the servers' outbox workers pick the rows up at their next poll.
    const bus = createInProcessBus<DomainEvent>(() => undefined);
    const count = await sendNews({ database, bus, clock, ...links }, { subject: args.subject, text });
    io.output.write(`Queued ${count} news mail(s) for consenting active members; a running server sends them.\n`);
    return 0;
  } finally {
    await database.close();
  }
}
