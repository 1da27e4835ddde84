import { emailsIn } from '@mithaq/contract/emails';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';
import { textsForMember } from '../language/public';
import { mailNonMember } from '../mail-suppression/public';
import * as repo from './repo';
import { hashToken, randomToken } from './tokens';

const HOUR = 60 * 60 * 1000;

export const oneTimeTokenLifetimeMs: Record<repo.OneTimePurpose, number> = {
  password_reset: HOUR,
  email_confirmation: 24 * HOUR,
  guardian_invite: 7 * 24 * HOUR,
  // Mailed while someone is guessing the account's password: short-lived, like the lock it opens.
  sign_in_link: HOUR / 4,
};

/**
 * The mails an asking IP may cause per hour, counted before the address is even looked up, so an
 * unknown address costs the same as a known one. Over the limit the mail is simply not sent: the
 * answer stays the same, so the limit reveals nothing about the address.
 */
export async function ipMayAskForMail(platform: Platform, ip: string): Promise<boolean> {
  const allowed = (await platform.rateLimiter.hit(`mail:ip:${clientKey(ip)}`, platform.config.rateLimits.mailPerIp, HOUR)).allowed;
  if (!allowed) platform.logger.warn({ byIp: true }, 'mail rate limit reached; mail not sent');
  return allowed;
}

/**
 * Which of an address's quotas a mail spends: resets, or what a sign-up sends (confirmation
 * links, resends, the note to a taken address's owner). Apart, so asking for resets cannot keep
 * a confirmation link from her, nor sign-ups on her address a reset; nor asking for sign-in
 * links a reset (the lockout's sign-in link has its own once-per-window quota).
 */
export type AddressQuota = 'reset' | 'sign-up' | 'sign-in-link';

const quotaKey: Record<AddressQuota, (email: string) => string> = {
  reset: (email) => `mail:to:${email}`,
  'sign-up': (email) => `mail:sign-up:to:${email}`,
  'sign-in-link': (email) => `mail:sign-in-link:to:${email}`,
};

/** A few mails per hour per address and quota; over it, silently not sent (as above). */
export async function addressMayGetMail(platform: Platform, email: string, quota: AddressQuota): Promise<boolean> {
  const key = quotaKey[quota](email.toLowerCase());
  const allowed = (await platform.rateLimiter.hit(key, platform.config.rateLimits.mailPerAddress, HOUR)).allowed;
  if (!allowed) platform.logger.warn({ byAddress: quota }, 'mail rate limit reached; mail not sent');
  return allowed;
}

/** A fresh single-use token (older unused ones of the same purpose stop working); returns the plain token for the link. */
export async function issueMailToken(
  platform: Pick<Platform, 'clock'>,
  q: Queryable,
  userId: string,
  purpose: repo.OneTimePurpose,
): Promise<string> {
  await repo.expireOneTimeTokens(q, userId, purpose, platform.clock.now());
  return addMailToken(platform, q, userId, purpose);
}

/**
 * A fresh single-use token beside the unused ones (each confirmation mail's link works on its
 * own: it proves the mailbox and nothing else); returns the plain token for the link.
 */
export async function addMailToken(platform: Pick<Platform, 'clock'>, q: Queryable, userId: string, purpose: repo.OneTimePurpose): Promise<string> {
  const now = platform.clock.now();
  const token = randomToken();
  await repo.insertOneTimeToken(q, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + oneTimeTokenLifetimeMs[purpose]),
  });
  return token;
}

/**
 * Mails the account's address a new confirmation link (`/auth?confirmation_token=…`), beside
 * any it had. The address is not proven to be the member's yet: mailed as to anyone
 * (mailNonMember: the never-e-mail link; nothing if the address asked), in the account's language.
 */
export async function mailConfirmationLink(platform: Platform, q: Queryable, user: Pick<repo.UserRow, 'id' | 'email'>) {
  const token = await addMailToken(platform, q, user.id, 'email_confirmation');
  const link = `${platform.config.publicUrl}/auth?confirmation_token=${encodeURIComponent(token)}`;
  const texts = (await textsForMember(q, user.id)).email;
  await mailNonMember(platform, q, texts, { to: user.email, ...emailsIn(texts).confirmAccount(link) }, platform.clock.now());
}
