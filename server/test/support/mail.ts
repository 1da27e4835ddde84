import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { MailMessage } from '../../src/platform/mail/mailer';
import { deliverQueued } from './outbox';
import type { TestServer } from './server';

/**
 * One mail folder for the whole run (server/test/support/global-setup.ts): any test server's outbox
 * delivery may send a message another server on its database queued; all of them write here.
 */
export const sharedMailDir = inject('testMailDir');

export function mailsTo(address: string): (MailMessage & { date: string })[] {
  return fs
    .readdirSync(sharedMailDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(sharedMailDir, file), 'utf8')) as MailMessage & { date: string })
    .filter((mail) => mail.to === address)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The token of the last link of the given kind mailed to the address. */
export function lastMailedToken(address: string, param: 'token' | 'confirmation_token'): string | undefined {
  const mail = mailsTo(address).at(-1);
  const match = mail && new RegExp(`[?&]${param}=([A-Za-z0-9_%-]+)`).exec(mail.text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Delivers what the server has queued, once the work its requests left for after their answers
 * (sign-up, reset, resend: platform/after-answer.ts) has queued its mail too.
 */
export async function deliverMail(server: Pick<TestServer, 'platform' | 'jobs'>) {
  await server.platform.afterAnswer.settled();
  await deliverQueued(server);
}

/** The link of a mail's List-Unsubscribe header (one-click, RFC 8058) as a path on the server, when it has one. */
export function listUnsubscribePath(mail: Pick<MailMessage, 'headers'>): string | undefined {
  const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  return url && `${new URL(url).pathname}${new URL(url).search}`;
}
