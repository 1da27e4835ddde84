import { authMessages } from '@mithaq/contract/auth';
import type { Language } from '@mithaq/contract/languages';
import { DomainError, invalid } from '../../errors';
import type { Tx } from '../../platform/db/connect';
import { inTransaction } from '../../platform/after-commit';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { emailsForMember, textsForMember } from '../language/service';
import { mailNonMember } from '../mail-suppression/service';
import { isSuspended } from '../profiles/service';
import { moveRegistrations } from '../push/service';
import { isCommonPassword } from './common-passwords';
import { limitPerIp, verifyCounted } from './limits';
import { hashPassword } from './passwords';
import * as repo from './repo';
import { addMailToken, mailAllowed } from './mail-links';
import { fromKnownDevice, knownDeviceOf } from './known-devices';
import { mailSignInLink } from './sign-in-link';
import type { AuthContext } from '../../auth-context';
import { revokeAllSessions, startSession, toAuthUser, type IssuedSession, type SessionClient } from './sessions';
import { flagReturningMember } from '../evidence/service';
import { recordSignUpNetwork } from '../networks/service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Unknown e-mails are checked against this hash too, so both answers take the same time. */
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
    return { issued: fromKnownDevice(platform.keys, issued, clock.now()), confirmationRequired: false };
  });
}

interface AddressClaim {
  email: string;
  passwordHash: string;
  language: Language;
}

/**
 * The work behind a sign-up: creates the account, or mails the owner of a taken address (a
 * confirmation link carrying this sign-up's password, when the account is still unconfirmed).
 * Returns the account it created (confirmed at `confirmedAt`, unless null), or undefined.
 */
async function claimAddress(platform: Platform, tx: Tx, caller: Caller, claim: AddressClaim, confirmedAt: Date | null) {
  const created = await repo.insertUser(tx, { ...claim, confirmedAt });
  // The address of a deleted reported account? Moderators are told (not silently fresh).
  if (created) await flagReturningMember(platform, tx, created.id, claim.email);
  // Many new accounts from one network within a day? Moderators are told.
  if (created) await recordSignUpNetwork(platform, tx, created.id, caller.ip);
  if (created?.confirmedAt) return created;
  const user = created ?? (await repo.findUserByEmail(tx, claim.email));
  if (user && (await mailAllowed(platform, caller.ip, claim.email))) await mailAboutSignUp(platform, tx, user, claim.passwordHash);
  return created;
}

/**
 * In the account's language: a taken address's owner reads their own, not the visitor's. The
 * confirmation link carries the password of the sign-up that asked for it (recovery.ts
 * confirmEmail): an earlier claimant's password is never what the owner confirms.
 */
async function mailAboutSignUp(platform: Platform, tx: Tx, user: repo.UserRow, passwordHash: string) {
  const base = platform.config.publicUrl;
  const emails = await emailsForMember(tx, user.id);
  if (user.confirmedAt) {
    await enqueueMail(tx, { to: user.email, ...emails.accountExists(`${base}/auth`) }, platform.clock.now());
    return;
  }
  const token = await addMailToken(platform, tx, user.id, 'email_confirmation', passwordHash);
  // Not proven to be the member's yet: mailed as to anyone (never-e-mail link; nothing if the address asked).
  const mail = { to: user.email, ...emails.confirmAccount(`${base}/auth?confirmation_token=${token}`) };
  await mailNonMember(platform, tx, (await textsForMember(tx, user.id)).email, mail, platform.clock.now());
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
  return fromKnownDevice(platform.keys, issued, platform.clock.now());
}

/**
 * The password step alone, with every limit and refusal of sign-in: the account, or an error.
 * The admin login goes on from here to its second factor before any session exists.
 */
export async function checkSignIn(platform: Platform, caller: Caller, email: string, password: string, area: 'member' | 'admin') {
  const { config } = platform;
  const normalised = email.trim().toLowerCase();
  await limitPerIp(platform, 'sign-in', caller.ip, config.rateLimits.signInPerIp, FIFTEEN_MINUTES);
  const found = await repo.findUserByEmail(platform.database.db, normalised);
  // The member sign-in knows no admin account: its password is checked as an unknown address's
  // (never right, counted alike), so the answer is a wrong password's and only the admin login,
  // with its code step, ever starts an admin's session.
  const user = area === 'member' && found?.role === 'admin' ? undefined : found;
  // An unknown address costs the same argon2 check, so timing does not tell it apart.
  const passwordHash = user?.passwordHash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  const knownDevice = knownDeviceOf(platform.keys, caller.deviceToken, user?.id, platform.clock.now());
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
  if (config.requireEmailConfirmation && !user.confirmedAt) {
    throw new DomainError('FORBIDDEN', authMessages.emailNotConfirmed);
  }
  // Told only to the one who knows the password: a suspension is lifted by a moderator alone.
  if (area === 'member' && (await isSuspended(platform.database.db, user.id))) throw new DomainError('FORBIDDEN', authMessages.suspended);
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
 * the old password), and gives this device a fresh session held the same way (cookie or body),
 * which keeps this device's notifications; every other device's end with its session. Never with
 * the admin login's mark: an admin's new session opens the admin area only after the code step again.
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
    await moveRegistrations(tx, auth.sessionId, issued.sessionId);
    await revokeAllSessions(tx, user.id, now, issued.sessionId);
    return issued;
  });
}

export async function signOutEverywhere(platform: Platform, auth: AuthContext) {
  await inTransaction(platform, (tx) => revokeAllSessions(tx, auth.userId, platform.clock.now()));
}
