import crypto from 'node:crypto';
import { authMessages } from '@mithaq/contract/auth';
import type { Language } from '@mithaq/contract/languages';
import { DomainError, invalid } from '../../errors';
import type { Tx } from '../../platform/db/connect';
import { inTransaction } from '../../platform/after-commit';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { emailsForMember } from '../language/public';
import { suspensionRefusal } from '../safety/public';
import { isCommonPassword } from './common-passwords';
import { limitPerIp, verifyCounted } from './limits';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { addressMayGetMail, ipMayAskForMail, mailConfirmationLink } from './mail-links';
import { fromKnownDevice, knownDeviceOf } from './known-devices';
import { mailSignInLink } from './sign-in-link';
import type { AuthContext } from '../../auth-context';
import { revokeAllSessions, startSession, toAuthUser, type IssuedSession, type SessionClient } from './sessions';
import { flagReturningMember } from '../evidence/public';
import { recordSignUpNetwork } from '../networks/public';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Unknown e-mails are checked against this hash too, so both answers take the same time. Of a
 * random secret: no typed password ever matches it (a match would forgive the address's count).
 */
let dummyHash: Promise<string> | undefined;

export interface Caller {
  ip: string;
  userAgent: string | null;
  /** How the device will hold its refresh token (cookie unless the native wrapper says so). */
  client?: SessionClient;
  /** The device's known-device token (cookie, or the native wrapper's body), when it has one. */
  deviceToken?: string | undefined;
}

export interface SignUpResult {
  issued: IssuedSession | null;
  confirmationRequired: boolean;
}

export function assertUsablePassword(password: string) {
  if (isCommonPassword(password)) throw invalid(authMessages.commonPassword);
}

export interface SignUpInput {
  email: string;
  password: string;
  /** The language the visitor reads the app in: the account's (e-mails, pushes) from the start. */
  language?: Language | undefined;
}

/**
 * Sign-up answers alike whether or not the e-mail is registered. With confirmation required the
 * answers are identical, and so is the work done before them: the address is looked up only
 * after the answer (platform/after-answer.ts), so its timing tells nothing either. Without
 * confirmation (the embedded default) a new address is signed in at once, which no answer can hide.
 * The owner of a taken address gets a mail saying so.
 */
export async function signUp(platform: Platform, caller: Caller, { email, password, language = 'en' }: SignUpInput): Promise<SignUpResult> {
  const { config, clock } = platform;
  await limitPerIp(platform, 'sign-up', caller.ip, config.rateLimits.signUpPerIp, HOUR);
  assertUsablePassword(password);
  const claim = { email, passwordHash: await hashPassword(password), language };
  if (config.requireEmailConfirmation) {
    platform.afterAnswer.run('sign-up', () => inTransaction(platform, (tx) => claimAddress(platform, tx, caller, claim, null)));
    return { issued: null, confirmationRequired: true };
  }
  return inTransaction(platform, async (tx) => {
    const created = await claimAddress(platform, tx, caller, claim, clock.now());
    if (!created) return { issued: null, confirmationRequired: true };
    const issued = await startSession(platform, tx, toAuthUser(created), caller.userAgent, caller.client);
    return { issued: fromKnownDevice(platform.keys, issued, created.credentialsEpoch, clock.now()), confirmationRequired: false };
  });
}

interface AddressClaim {
  email: string;
  passwordHash: string;
  language: Language;
}

/**
 * The work behind a sign-up: creates the account, or mails the owner of a taken address. On an
 * address still to be confirmed a later sign-up changes nothing but mail a confirmation link
 * (which proves the mailbox, never this sign-up's password). Returns the account it created
 * (confirmed at `confirmedAt`, unless null), or undefined.
 */
async function claimAddress(platform: Platform, tx: Tx, caller: Caller, claim: AddressClaim, confirmedAt: Date | null) {
  const created = await repo.insertUser(tx, { ...claim, confirmedAt });
  // The address of a deleted reported account? Moderators are told (not silently fresh).
  if (created) await flagReturningMember(platform, tx, created.id, claim.email);
  // Many new accounts from one network within a day? Moderators are told.
  if (created) await recordSignUpNetwork(platform, tx, created.id, caller.ip);
  if (created?.confirmedAt) return created;
  const user = created ?? (await repo.findUserByEmail(tx, claim.email));
  if (!user || !(await ipMayAskForMail(platform, caller.ip)) || !(await addressMayGetMail(platform, claim.email, 'sign-up'))) return created;
  if (!user.confirmedAt) {
    await mailConfirmationLink(platform, tx, user);
    return created;
  }
  // In the account's language: a taken address's owner reads their own, not the visitor's.
  const emails = await emailsForMember(tx, user.id);
  await enqueueMail(tx, { to: user.email, ...emails.accountExists(`${platform.config.publicUrl}/auth`) }, platform.clock.now());
  return created;
}

/**
 * Per IP and per account limits (the account's counts wrong passwords only). The admin login
 * (`area: 'admin'`) hands out nothing for a member's account and changes nothing about it: a
 * deactivated member is not reactivated by someone trying their password there.
 */
export async function signIn(platform: Platform, caller: Caller, email: string, password: string, area: 'member' | 'admin' = 'member') {
  const user = await checkSignIn(platform, caller, email, password, area);
  const issued = await inTransaction(platform, async (tx) => {
    if (area === 'member') await repo.reactivateProfile(tx, user.id, platform.clock.now());
    return startSession(platform, tx, toAuthUser(user), caller.userAgent, caller.client);
  });
  return fromKnownDevice(platform.keys, issued, user.credentialsEpoch, platform.clock.now());
}

/**
 * The account whose password a sign-in checks; any other found is checked as an unknown
 * address's (never right, counted alike), so its answer is a wrong password's:
 * - the member sign-in knows no admin account: only the admin login, with its code step, ever
 *   starts an admin's session;
 * - an address still to be confirmed signs in nowhere, and says so to nobody: signing up with an
 *   address and then signing in with it does not tell whether the sign-up made the account.
 */
function accountToCheck(found: repo.UserRow | undefined, area: 'member' | 'admin', requireConfirmation: boolean) {
  if (area === 'member' && found?.role === 'admin') return undefined;
  if (requireConfirmation && !found?.confirmedAt) return undefined;
  return found;
}

/**
 * The password step alone, with every limit and refusal of sign-in: the account, or an error.
 * The admin login goes on from here to its second factor before any session exists.
 */
export async function checkSignIn(platform: Platform, caller: Caller, email: string, password: string, area: 'member' | 'admin') {
  const user = await checkPassword(platform, caller, email, password, area);
  // Told only to the one who knows the password: a suspension is lifted by a moderator alone.
  // The refusal carries the moderator's reason and where an appeal stands (issue 27).
  const refusal = area === 'member' ? await suspensionRefusal(platform.database.db, user.id) : null;
  if (refusal) throw refusal;
  return user;
}

/**
 * The password step alone, with its limits: the account when the password is right, whatever
 * its suspension (an appeal proves the password and nothing more). Answers exactly as sign-in
 * does to a wrong password.
 */
export async function checkPassword(platform: Platform, caller: Caller, email: string, password: string, area: 'member' | 'admin') {
  const { config } = platform;
  const normalised = email.trim().toLowerCase();
  await limitPerIp(platform, 'sign-in', caller.ip, config.rateLimits.signInPerIp, FIFTEEN_MINUTES);
  const found = await repo.findUserByEmail(platform.database.db, normalised);
  const user = accountToCheck(found, area, config.requireEmailConfirmation);
  // An unknown address costs the same argon2 check, so timing does not tell it apart.
  const passwordHash = user?.passwordHash ?? (await (dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'))));
  const knownDevice = knownDeviceOf(platform.keys, caller.deviceToken, user, platform.clock.now());
  const verdict = await verifyCounted(platform, normalised, passwordHash, password, knownDevice);
  if (verdict === 'locked') {
    // Members are mailed a way in; the admin login has none (the link would skip the second factor).
    if (area === 'admin') throw new DomainError('RATE_LIMITED', authMessages.tooManyAttempts);
    await mailSignInLink(platform, user);
    throw new DomainError('RATE_LIMITED', authMessages.signInLinkSent);
  }
  if (verdict === 'wrong' || !user || (area === 'admin' && user.role !== 'admin')) {
    throw new DomainError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  return user;
}

export async function currentUser(platform: Platform, auth: AuthContext) {
  const user = await repo.findUserById(platform.database.db, auth.userId);
  if (!user) throw new DomainError('UNAUTHORIZED', authMessages.sessionExpired);
  return toAuthUser(user, auth.secondFactorAt !== null);
}

/**
 * Asks for the account's password again (password change, account deletion), counted against
 * the same limit of wrong guesses as sign-in: a stolen access token gives no extra guesses.
 */
export async function confirmPassword(platform: Platform, userId: string, password: string, wrongMessage: string) {
  const user = await repo.findUserById(platform.database.db, userId);
  const verdict = user ? await verifyCounted(platform, user.email, user.passwordHash, password) : 'wrong';
  if (verdict === 'locked') throw new DomainError('RATE_LIMITED', authMessages.tooManyAttempts);
  if (!user || verdict === 'wrong') throw invalid(wrongMessage);
  return user;
}

/**
 * A new password ends every session, this device's too (its old tokens may have leaked with
 * the old password), and gives this device a fresh session held the same way (cookie or body).
 * Every push registration ends with its session, this device's too: whatever sat on its session
 * (possibly an endpoint someone added with a stolen token) is not carried over, and the app
 * registers this device again for the fresh session (ChangePasswordForm). Every
 * device known to the account is a stranger from now on, except this one, which proved the
 * password and is made known again. Never with the admin login's mark: an admin's new session
 * opens the admin area only after the code step again.
 */
export async function changePassword(platform: Platform, auth: AuthContext, currentPassword: string, password: string) {
  const user = await confirmPassword(platform, auth.userId, currentPassword, authMessages.currentPasswordWrong);
  assertUsablePassword(password);
  const passwordHash = await hashPassword(password);
  return inTransaction(platform, async (tx) => {
    const now = platform.clock.now();
    const device = await repo.findSession(tx, auth.sessionId);
    await repo.setPassword(tx, user.id, passwordHash, now);
    const issued = await startSession(platform, tx, toAuthUser(user), device?.userAgent ?? null, device?.client);
    const epoch = await revokeAllSessions(tx, user.id, now, issued.sessionId);
    return fromKnownDevice(platform.keys, issued, epoch, now);
  });
}

export async function signOutEverywhere(platform: Platform, auth: AuthContext) {
  await inTransaction(platform, (tx) => revokeAllSessions(tx, auth.userId, platform.clock.now()));
}
