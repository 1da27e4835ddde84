import { authMessages } from '@mithaq/contract/auth';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { addressMayGetMail, mailConfirmationLink } from './mail-links';
import { verifyPassword } from './passwords';
import { answerThenMail, assertLinkUsable, limitLinkRedemptions, setPasswordByLink } from './recovery';
import * as repo from './repo';
import type { Caller } from './service';
import { revokeAllSessions } from './sessions';
import { hashToken } from './tokens';

/**
 * E-mail confirmation (review of issue 26, finding 1). A link proves the mailbox and nothing
 * else: no link carries a password. It confirms the address together with the account's current
 * password typed on its page (the person who signed up knows it), so whoever signed up last with
 * her address, or spent its mail quota, decides nothing. When that is not the password she knows
 * (someone else signed up with her address first, or she forgot), the same link lets her choose
 * a new one, exactly as a reset link would.
 */

/** "Resend confirmation e-mail": a new link beside the others, for an account still to be confirmed. */
export function requestConfirmationResend(platform: Platform, caller: Caller, email: string) {
  return answerThenMail(platform, caller, 'confirmation-resend', () =>
    inTransaction(platform, async (tx) => {
      const user = await repo.findUserByEmail(tx, email);
      if (!user || user.confirmedAt || !(await addressMayGetMail(platform, email, 'sign-up'))) return;
      await mailConfirmationLink(platform, tx, user);
    }),
  );
}

/** The page asks first, so a spent or expired link is said before anything is typed. */
export async function assertConfirmationUsable(platform: Platform, token: string) {
  await assertLinkUsable(platform, 'email_confirmation', token);
}

/**
 * Confirms the address when `password` is the account's: every other link is spent and every
 * session ends (one made while confirmation was off may be someone else's). The link is looked
 * up before the password is checked, so a made-up one costs a query, not an argon2 check; a
 * wrong password writes nothing and leaves the link usable.
 */
export async function confirmEmail(platform: Platform, caller: Caller, token: string, password: string) {
  await limitLinkRedemptions(platform, caller, 'email_confirmation');
  const account = await assertLinkUsable(platform, 'email_confirmation', token);
  if (!(await verifyPassword(account.passwordHash, password))) throw invalid(authMessages.confirmationPasswordWrong);
  await inTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    const userId = await repo.consumeOneTimeToken(tx, hashToken(token), 'email_confirmation', now);
    if (!userId) throw invalid(authMessages.invalidConfirmationLink);
    await revokeAllSessions(tx, userId, now);
    await repo.markEmailConfirmed(tx, userId, now);
  });
}

/** The same link with a password she chooses on its page (common passwords refused, as at sign-up). */
export function confirmEmailWithNewPassword(platform: Platform, caller: Caller, token: string, password: string) {
  return setPasswordByLink(platform, caller, 'email_confirmation', token, password);
}
