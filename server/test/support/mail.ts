import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { inject } from 'vitest';
import { outbox } from '../../src/platform/db/schema/notifications';
import type { MailMessage } from '../../src/platform/mail/mailer';
import type { TestServer } from './server';

/**
 * One mail folder for the whole run (server/test/support/global-setup.ts): any test server's outbox
 * delivery may send a message queued by another, in this worker or, on a shared PostgreSQL
 * database (npm run test:pg), in the other one; all of them write here.
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

/** Longer than any local delivery takes; a lease held past it belongs to a worker that died. */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * Delivers what the server has queued, once the work its requests left for after their answers
 * (sign-up, reset, resend: platform/after-answer.ts) has queued its mail too. On a shared
 * PostgreSQL database another worker's server may have claimed this test's mail a moment before
 * (its lease skips the row here), so this also waits until no mail is in flight anywhere: the
 * file is then written. In CI a resent confirmation read back as the first one once, before that.
 */
export async function deliverMail(server: Pick<TestServer, 'platform' | 'jobs'>) {
  await server.platform.afterAnswer.settled();
  await server.jobs.outbox.deliverDue();
  const { db } = server.platform.database;
  const inFlight = () =>
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), isNotNull(outbox.leaseToken), isNull(outbox.sentAt), isNull(outbox.failedAt)))
      .limit(1);
  const giveUpAt = Date.now() + IN_FLIGHT_WAIT_MS;
  while ((await inFlight()).length > 0 && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** The link of a mail's List-Unsubscribe header (one-click, RFC 8058) as a path on the server, when it has one. */
export function listUnsubscribePath(mail: Pick<MailMessage, 'headers'>): string | undefined {
  const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  return url && `${new URL(url).pathname}${new URL(url).search}`;
}
