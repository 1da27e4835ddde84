import { authMessages } from '@mithaq/contract/auth';
import { DomainError, invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { emailsForMember } from '../language/public';
import { isSuspended } from '../profiles/public';
import { clearFailures, limitPerIp } from './limits';
import { fromKnownDevice } from './known-devices';
import { addressMayGetMail, issueMailToken, oneTimeTokenLifetimeMs } from './mail-links';
import { answerThenMail } from './recovery';
import * as repo from './repo';
import type { Caller } from './service';
import { startSession, toAuthUser } from './sessions';
import { hashToken } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Who may be mailed a sign-in link: a member ('user'), confirmed when confirmation is required.
 * Nothing for unknown addresses, nothing for admins (the link would skip their second factor),
 * and nothing for an address still to be confirmed (the link would confirm it with whatever
 * password a first claimant chose). The caller answers the same in every case.
 */
function mayGetSignInLink(platform: Platform, user: repo.UserRow | undefined): user is repo.UserRow {
  return !!user && user.role === 'user' && (!platform.config.requireEmailConfirmation || !!user.confirmedAt);
}

/** A fresh link (older unused ones stop working: only the newest mail's link signs in). */
async function signInLinkFor(platform: Platform, tx: Queryable, userId: string) {
  const token = await issueMailToken(platform, tx, userId, 'sign_in_link');
  return `${platform.config.publicUrl}/auth?sign_in_token=${encodeURIComponent(token)}`;
}

/**
 * The account's wrong-password limit was reached: mail its owner a one-time link that signs
 * them in without the password, so someone guessing cannot keep them out. One link per
 * lock window (a later one would void the link the owner is about to open): its own quota,
 * apart from the reset and confirmation mails', which anyone can spend by asking for resets
 * (and the guesser's address would have spent the per-IP one).
 */
export async function mailSignInLink(platform: Platform, user: repo.UserRow | undefined) {
  if (!mayGetSignInLink(platform, user)) return;
  const once = await platform.rateLimiter.hit(`sign-in-link:to:${user.email.toLowerCase()}`, 1, oneTimeTokenLifetimeMs.sign_in_link);
  if (!once.allowed) return;
  await inTransaction(platform, async (tx) => {
    const link = await signInLinkFor(platform, tx, user.id);
    await enqueueMail(tx, { to: user.email, ...(await emailsForMember(tx, user.id)).signInLink(link) }, platform.clock.now());
  });
}

/**
 * "Email me a sign-in link" on the sign-in screen: the same answer whatever the address
 * (answerThenMail: per-IP limits first, the address looked up only after the answer), and a
 * link mailed only to a member, within the address's own quota of such mails per hour.
 */
export function requestSignInLink(platform: Platform, caller: Caller, email: string) {
  return answerThenMail(platform, caller, 'sign-in-link-request', () =>
    inTransaction(platform, async (tx) => {
      const user = await repo.findUserByEmail(tx, email);
      if (!mayGetSignInLink(platform, user) || !(await addressMayGetMail(platform, email, 'sign-in-link'))) return;
      const link = await signInLinkFor(platform, tx, user.id);
      await enqueueMail(tx, { to: user.email, ...(await emailsForMember(tx, user.id)).requestedSignInLink(link) }, platform.clock.now());
    }),
  );
}

/**
 * Redeems a mailed sign-in link: single use (one conditional UPDATE), a session like a
 * password sign-in's, the address proven, and the wrong-password count forgiven.
 */
export async function signInWithLink(platform: Platform, caller: Caller, token: string) {
  await limitPerIp(platform, 'sign-in', caller.ip, platform.config.rateLimits.signInPerIp, FIFTEEN_MINUTES);
  const { issued, account } = await inTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    const userId = await repo.consumeOneTimeToken(tx, hashToken(token), 'sign_in_link', now);
    const user = userId ? await repo.findUserById(tx, userId) : undefined;
    if (!user || user.role !== 'user') throw invalid(authMessages.invalidSignInLink);
    if (await isSuspended(tx, user.id)) throw new DomainError('FORBIDDEN', authMessages.suspended);
    await repo.markEmailConfirmed(tx, user.id, now);
    await repo.reactivateProfile(tx, user.id, now);
    const session = await startSession(platform, tx, toAuthUser({ ...user, confirmedAt: user.confirmedAt ?? now }), caller.userAgent, caller.client);
    return { issued: session, account: user };
  });
  await clearFailures(platform, account.email);
  return fromKnownDevice(platform.keys, issued, account.credentialsEpoch, platform.clock.now());
}
