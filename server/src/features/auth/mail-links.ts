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
  const now = platform.clock.now();
  await repo.expireOneTimeTokens(q, userId, purpose, now);
  const token = randomToken();
  await repo.insertOneTimeToken(q, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + oneTimeTokenLifetimeMs[purpose]),
  });
  return token;
}
