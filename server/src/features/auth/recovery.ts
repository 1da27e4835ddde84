import { authMessages } from '@mithaq/contract/auth';
import { emailsIn } from '@mithaq/contract/emails';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { textsForMember } from '../language/public';
import { mailNonMember } from '../mail-suppression/public';
import { addressMayGetMail, ipMayAskForMail, issueMailToken } from './mail-links';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { limitPerIp } from './limits';
import { assertUsablePassword, type Caller } from './service';
import { revokeAllSessions } from './sessions';
import { hashToken } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * "Forgot password?", "Resend confirmation e-mail" and "Email me a sign-in link": limited per IP before the answer (a 429
 * says nothing about the address), then always the same answer at once. Whether the address has
 * an account is looked at only after the answer (platform/after-answer.ts), so neither its words
 * nor its timing tell; the IP's mail count is taken first, whether or not it has one.
 */
export async function answerThenMail(
  platform: Platform,
  caller: Caller,
  kind: 'reset-request' | 'confirmation-resend' | 'sign-in-link-request',
  mail: () => Promise<void>,
) {
  await limitPerIp(platform, kind, caller.ip, platform.config.rateLimits.mailRequestsPerIp, FIFTEEN_MINUTES);
  platform.afterAnswer.run(kind, async () => {
    if (await ipMayAskForMail(platform, caller.ip)) await mail();
  });
}

export function requestPasswordReset(platform: Platform, caller: Caller, email: string) {
  return answerThenMail(platform, caller, 'reset-request', () => mailPasswordReset(platform, email));
}

/**
 * Only a registered address gets a mail. One whose address was never confirmed is not proven to
 * be anyone's: mailed as to a stranger (mailNonMember: the never-e-mail link, nothing if the
 * address asked never to be mailed).
 */
async function mailPasswordReset(platform: Platform, email: string) {
  await inTransaction(platform, async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || !(await addressMayGetMail(platform, email, 'reset'))) return;
    const token = await issueMailToken(platform, tx, user.id, 'password_reset');
    const link = `${platform.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const texts = (await textsForMember(tx, user.id)).email;
    const mail = { to: user.email, ...emailsIn(texts).resetPassword(link) };
    if (user.confirmedAt) await enqueueMail(tx, mail, platform.clock.now());
    else await mailNonMember(platform, tx, texts, mail, platform.clock.now());
  });
}

/** The mailed links that prove the mailbox, and how each is refused. */
const provingLinks = {
  password_reset: { limit: 'reset-confirm', invalidMessage: authMessages.invalidResetLink },
  email_confirmation: { limit: 'confirm-email', invalidMessage: authMessages.invalidConfirmationLink },
} as const;
export type ProvingLink = keyof typeof provingLinks;

/** The account of a usable link (and its current password hash), or the link's own 400. */
export async function assertLinkUsable(platform: Platform, purpose: ProvingLink, token: string) {
  const account = await repo.usableLinkAccount(platform.database.db, hashToken(token), purpose, platform.clock.now());
  if (!account) throw invalid(provingLinks[purpose].invalidMessage);
  return account;
}

/** A proving link's redemptions per IP (each good one costs an argon2 hash or check). */
export function limitLinkRedemptions(platform: Platform, caller: Caller, purpose: ProvingLink) {
  return limitPerIp(platform, provingLinks[purpose].limit, caller.ip, platform.config.rateLimits.resetConfirmPerIp, FIFTEEN_MINUTES);
}

/**
 * A reset link, or a confirmation link whose account's password is not the one its opener knows:
 * either proves the mailbox, so it sets a new password, signs out every device and confirms the
 * address. The token is looked up before the new password is hashed, so a flood of made-up
 * tokens costs a query each, not an argon2 hash; it is consumed by one conditional UPDATE, so of
 * many concurrent redemptions exactly one succeeds.
 */
export async function setPasswordByLink(platform: Platform, caller: Caller, purpose: ProvingLink, token: string, password: string) {
  await limitLinkRedemptions(platform, caller, purpose);
  assertUsablePassword(password);
  await assertLinkUsable(platform, purpose, token);
  const passwordHash = await hashPassword(password);
  await inTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    const userId = await repo.consumeOneTimeToken(tx, hashToken(token), purpose, now);
    if (!userId) throw invalid(provingLinks[purpose].invalidMessage);
    await repo.setPassword(tx, userId, passwordHash, now);
    await revokeAllSessions(tx, userId, now);
    await repo.markEmailConfirmed(tx, userId, now);
  });
}

export function resetPassword(platform: Platform, caller: Caller, token: string, password: string) {
  return setPasswordByLink(platform, caller, 'password_reset', token, password);
}
