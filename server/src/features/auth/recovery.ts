import { authMessages } from '@mithaq/contract/auth';
import { emailsIn } from '@mithaq/contract/emails';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { emailsForMember, textsForMember } from '../language/service';
import { mailNonMember } from '../mail-suppression/service';
import { issueMailToken, mailAllowed, reissueConfirmation } from './mail-links';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { limitPerIp } from './limits';
import { assertUsablePassword, type Caller } from './service';
import { revokeAllSessions } from './sessions';
import { hashToken } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Always answers the same, and at once: whether the address has an account is looked at only
 * after the answer (platform/after-answer.ts), so neither its words nor its timing tell.
 */
export function requestPasswordReset(platform: Platform, caller: Caller, email: string) {
  platform.afterAnswer.run('password-reset', () => mailPasswordReset(platform, caller, email));
}

/** Only a registered address gets a mail. */
async function mailPasswordReset(platform: Platform, caller: Caller, email: string) {
  await inTransaction(platform, async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || !(await mailAllowed(platform, caller.ip, email))) return;
    const token = await issueMailToken(platform, tx, user.id, 'password_reset');
    const link = `${platform.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, { to: user.email, ...(await emailsForMember(tx, user.id)).resetPassword(link) }, platform.clock.now());
  });
}

export async function assertResetTokenUsable(platform: Platform, token: string) {
  const usable = await repo.isOneTimeTokenUsable(platform.database.db, hashToken(token), 'password_reset', platform.clock.now());
  if (!usable) throw invalid(authMessages.invalidResetLink);
}

/**
 * Sets the new password and signs out every device. The token is looked up before the new
 * password is hashed, so a flood of made-up tokens costs a query each, not an argon2 hash;
 * it is consumed by one conditional UPDATE, so of many concurrent redemptions exactly one succeeds.
 */
export async function resetPassword(platform: Platform, caller: Caller, token: string, password: string) {
  await limitPerIp(platform, 'reset-confirm', caller.ip, platform.config.rateLimits.resetConfirmPerIp, FIFTEEN_MINUTES);
  assertUsablePassword(password);
  await assertResetTokenUsable(platform, token);
  const passwordHash = await hashPassword(password);
  await inTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    const userId = await repo.consumeOneTimeToken(tx, hashToken(token), 'password_reset', now);
    if (!userId) throw invalid(authMessages.invalidResetLink);
    await repo.setPassword(tx, userId, passwordHash, now);
    await revokeAllSessions(tx, userId, now);
    // Opening the mailed link proved the address.
    await repo.markEmailConfirmed(tx, userId, now);
  });
}

/**
 * Confirms the address and sets the password of the sign-up that mailed this link (not an
 * earlier claimant's, who may know the one the account was created with), ending every session
 * of the account; the other confirmation links die with it. A link of an account already
 * confirmed (by a reset, a sign-in link or another confirmation) changes nothing.
 */
export async function confirmEmail(platform: Platform, token: string) {
  await inTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    const link = await repo.consumeOneTimeTokenRow(tx, hashToken(token), 'email_confirmation', now);
    if (!link) throw invalid(authMessages.invalidConfirmationLink);
    if (await repo.markEmailConfirmed(tx, link.userId, now)) {
      if (link.pendingPasswordHash) await repo.setPassword(tx, link.userId, link.pendingPasswordHash, now);
      await revokeAllSessions(tx, link.userId, now);
    }
    await repo.spendConfirmations(tx, link.userId, now);
  });
}

/** As a reset request: the same answer at once, the address looked at after it. */
export function requestConfirmationResend(platform: Platform, caller: Caller, email: string) {
  platform.afterAnswer.run('confirmation-resend', () => resendConfirmation(platform, caller, email));
}

export async function resendConfirmation(platform: Platform, caller: Caller, email: string) {
  await inTransaction(platform, async (tx) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user || user.confirmedAt || !(await mailAllowed(platform, caller.ip, email))) return;
    const token = await reissueConfirmation(platform, tx, user.id);
    const link = `${platform.config.publicUrl}/auth?confirmation_token=${encodeURIComponent(token)}`;
    // Not proven to be the member's yet: mailed as to anyone (never-e-mail link; nothing if the address asked).
    const texts = (await textsForMember(tx, user.id)).email;
    await mailNonMember(platform, tx, texts, { to: user.email, ...emailsIn(texts).confirmAccount(link) }, platform.clock.now());
  });
}
