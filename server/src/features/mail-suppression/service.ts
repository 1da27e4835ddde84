import crypto from 'node:crypto';
import { neverEmailFooterIn, type EmailContent, type EmailTranslate } from '@mithaq/contract/emails';
import { NEVER_EMAIL_PATH, mailSuppressionMessages } from '@mithaq/contract/mailSuppression';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import { escapeHtml } from '../../platform/html';
import { oneClickHeaders } from '../../platform/mail/one-click';
import { enqueueMail } from '../../platform/mail/outbox';
import type { MailLane } from '../../platform/outbox/lanes';
import type { Platform } from '../../platform/platform';
import { acceptedKeys, checkWithAcceptedKeys } from '../../platform/secrets';
import * as repo from './repo';

/**
 * "Never e-mail me again" (issue 26). Every mail to someone who is not a member goes through
 * mailNonMember: an address that asked is not mailed at all; any other gets the one-click link.
 * Only an HMAC of the address is stored, so the table names nobody.
 */

type KeyDeps = { keys: Pick<Platform['keys'], 'mailSuppression' | 'previous'> };
type ChangeDeps = KeyDeps & Pick<Platform, 'database' | 'clock' | 'bus' | 'logger'>;
type LinkDeps = KeyDeps & { config: Pick<Platform['config'], 'publicUrl'> };

const hmac = (key: Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest('base64url');

/** What the table keeps of an address: the HMAC of its trimmed, lower-cased form (addresses are guessable; a plain hash is not enough). */
const addressHash = (key: Buffer, address: string) => hmac(key, `address:${address.trim().toLowerCase()}`);
/** Signs a link's hash, so a made-up token is refused rather than stored. */
const linkMac = (key: Buffer, hash: string) => hmac(key, `never-email-link:${hash}`);

/** The link's token: the address's hash and its MAC (no address in the link either). */
export function neverEmailToken(key: Buffer, address: string) {
  const hash = addressHash(key, address);
  return `${hash}.${linkMac(key, hash)}`;
}

const neverEmailUrl = (deps: LinkDeps, address: string) =>
  `${deps.config.publicUrl}${NEVER_EMAIL_PATH}?token=${encodeURIComponent(neverEmailToken(deps.keys.mailSuppression, address))}`;

const sameText = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The address hash a link names when its MAC is right (under the current secret or, during a rotation, the previous one); a clear 400 otherwise. */
export function assertNeverEmailToken(deps: KeyDeps, token: string): string {
  const [hash, mac, extra] = token.split('.');
  const named =
    hash && mac && extra === undefined ? checkWithAcceptedKeys(deps.keys, 'mailSuppression', (key) => (sameText(linkMac(key, hash), mac) ? hash : null)) : null;
  if (!named) throw invalid(mailSuppressionMessages.invalidLink);
  return named;
}

/** The one-click POST (no session: the signed link is the proof). Twice is the same as once. Logged naming nobody. */
export async function suppress(deps: ChangeDeps, token: string) {
  const hash = assertNeverEmailToken(deps, token);
  await inTransaction(deps, (tx) => repo.insertSuppression(tx, hash, deps.clock.now()));
  deps.logger.info('address opted out of all mail (never-e-mail link)');
}

/** For the page a link opens (GET: reads only): whether its address has opted out already. */
export async function linkOptedOut(deps: KeyDeps & Pick<Platform, 'database'>, token: string): Promise<boolean> {
  return repo.recordedByLink(deps.database.db, assertNeverEmailToken(deps, token));
}

/**
 * "E-mail me again": the way back, which only the mailbox's holder has (the signed link of a mail
 * sent to it). Takes the address off the list, under every secret it is recorded with, so the next
 * mail goes out as before (with its never-e-mail link). Twice is the same as once.
 */
export async function unsuppress(deps: ChangeDeps, token: string) {
  const hash = assertNeverEmailToken(deps, token);
  const removed = await inTransaction(deps, (tx) => repo.deleteByLink(tx, hash));
  deps.logger.info({ removed }, 'never-e-mail opt-out taken back');
}

const hashesOf = (deps: KeyDeps, address: string) => acceptedKeys(deps.keys, 'mailSuppression').map((key) => addressHash(key, address));

/** Whether the address asked never to be mailed, under any accepted key; reads only (a member's list of guardians). */
export async function hasOptedOut(deps: KeyDeps, q: Queryable, address: string): Promise<boolean> {
  return (await repo.recordedOf(q, hashesOf(deps, address))).length > 0;
}

/**
 * Whether the address asked never to be mailed, under any accepted key. One recorded under the
 * previous secret only is recorded again under the current one, so a rotation keeps every
 * suppression checked while APP_SECRET_PREVIOUS is set (the others stop matching once it is gone).
 */
export async function isSuppressed(deps: KeyDeps, q: Queryable, address: string, now: Date): Promise<boolean> {
  const hashes = hashesOf(deps, address);
  const recorded = await repo.recordedOf(q, hashes);
  if (recorded.length === 0) return false;
  if (!recorded.includes(hashes[0]!)) await repo.insertSuppression(q, hashes[0]!, now, recorded[0]);
  return true;
}

/** A mail to someone who is not a member: the composed content, and its HTML part when it has one. */
export interface NonMemberMail extends EmailContent {
  to: string;
  html?: string;
}

/** The footer at the end of the HTML part (before `</body>` when it has one). */
function withHtmlFooter(html: string, footer: ReturnType<typeof neverEmailFooterIn>, link: string) {
  const paragraph = `<hr><p><small>${escapeHtml(footer.why)} <a href="${escapeHtml(link)}">${escapeHtml(footer.linkText)}</a></small></p>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${paragraph}` : `${html.slice(0, end)}${paragraph}${html.slice(end)}`;
}

/**
 * The one way a mail reaches someone who is not a member (a guardian; the owner, not proven yet,
 * of an address being confirmed): queued in the caller's transaction with the never-e-mail link
 * at the end of its text (and HTML) and RFC 8058's one-click headers, or not at all when the
 * address asked never to be mailed. `t` writes the footer in the mail's language. Answers
 * whether it was queued.
 */
export async function mailNonMember(
  deps: LinkDeps,
  q: Queryable,
  t: EmailTranslate,
  mail: NonMemberMail,
  now: Date,
  lane: MailLane = 'account',
): Promise<boolean> {
  if (await isSuppressed(deps, q, mail.to, now)) return false;
  const link = neverEmailUrl(deps, mail.to);
  const footer = neverEmailFooterIn(t, link);
  await enqueueMail(
    q,
    {
      ...mail,
      text: `${mail.text}\n\n${footer.lines.join('\n')}`,
      ...(mail.html === undefined ? {} : { html: withHtmlFooter(mail.html, footer, link) }),
      headers: oneClickHeaders(link),
    },
    now,
    lane,
  );
  return true;
}
