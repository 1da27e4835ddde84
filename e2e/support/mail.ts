import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** The mail the server wrote to its file outbox (DATA_DIR/mail) for `to`, newest last. */
function mailsTo(to: string): StoredMail[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as StoredMail)
    .filter((mail) => mail.to === to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Waits for a mail with `subject` (any subject when left out: mails are in the member's language)
 * to reach the outbox and returns the first link in it (the first whose path starts with `path`, when given).
 */
export async function linkFromMail(to: string, subject?: string, path?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = mailsTo(to).filter((m) => subject === undefined || m.subject === subject).at(-1);
      link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => path === undefined || new URL(url).pathname.startsWith(path));
      return link;
    }, { message: `a "${subject ?? ''}" mail to ${to}` })
    .toBeTruthy();
  return link!;
}
