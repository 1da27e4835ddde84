import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';
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
 * A few mails per hour per address (and per asking IP). Over the limit the mail is simply
 * not sent: the answer stays the same, so the limit reveals nothing about the address.
 */
export async function mailAllowed(platform: Platform, ip: string, email: string): Promise<boolean> {
  const { mailPerAddress, mailPerIp } = platform.config.rateLimits;
  const byAddress = (await platform.rateLimiter.hit(`mail:to:${email.toLowerCase()}`, mailPerAddress, HOUR)).allowed;
  const byIp = (await platform.rateLimiter.hit(`mail:ip:${clientKey(ip)}`, mailPerIp, HOUR)).allowed;
  if (!byAddress || !byIp) platform.logger.warn({ byAddress, byIp }, 'mail rate limit reached; mail not sent');
  return byAddress && byIp;
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
 * A fresh single-use token beside the unused ones (each sign-up on an unconfirmed address has
 * its own link, with its own password); returns the plain token for the link.
 */
export async function addMailToken(
  platform: Pick<Platform, 'clock'>,
  q: Queryable,
  userId: string,
  purpose: repo.OneTimePurpose,
  pendingPasswordHash: string | null = null,
): Promise<string> {
  const now = platform.clock.now();
  const token = randomToken();
  await repo.insertOneTimeToken(q, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + oneTimeTokenLifetimeMs[purpose]),
    pendingPasswordHash,
  });
  return token;
}

/**
 * "Resend confirmation e-mail": a new link for the latest sign-up, which replaces that
 * sign-up's link and carries its password. Anyone may ask, so it never mints a link for an
 * earlier claimant's password, and the other sign-ups' links stay as they were.
 */
export async function reissueConfirmation(platform: Pick<Platform, 'clock'>, q: Queryable, userId: string): Promise<string> {
  const latest = await repo.takeLatestConfirmation(q, userId, platform.clock.now());
  return addMailToken(platform, q, userId, 'email_confirmation', latest?.pendingPasswordHash ?? null);
}
