import {
  ADMIN_CODE_FAILURES,
  ADMIN_IDLE_TIMEOUT_MS,
  ADMIN_SESSION_MAX_MS,
  TOTP_DIGITS,
  adminMessages,
  type AdminSignInStep,
} from '@mithaq/contract/admin';
import { authMessages } from '@mithaq/contract/auth';
import { DomainError } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { checkWithAcceptedKeys } from '../../platform/secrets';
import { checkSignIn, endSessionById, startSession, toAuthUser, type Caller } from '../auth/public';
import type { AuthContext } from '../../auth-context';
import * as repo from './repo';
import * as security from './security-repo';
import { codeStep, decryptSecret, encryptSecret, newTotpSecret, openTicket, otpauthUri, qrCodeOf, sealTicket } from './totp';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'keys' | 'rateLimiter'>;
/** All the seeding needs (the command line has no platform). */
export type TotpKey = Pick<Platform['keys'], 'adminTotp' | 'previous'>;

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const CODE_SHAPE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

// ---- wrong codes and confirmations ---------------------------------------------------------

const failuresKey = (userId: string) => `admin-code:fail:${userId}`;

/**
 * Counts a code or confirmation attempt before it is checked, in one atomic step, so parallel
 * guesses cannot all slip past the limit: past ADMIN_CODE_FAILURES in 15 minutes nothing more is
 * even checked. A right answer forgives the count (forgiveAttempts).
 */
async function countAttempt(deps: Deps, userId: string) {
  if (!(await deps.rateLimiter.hit(failuresKey(userId), ADMIN_CODE_FAILURES, FIFTEEN_MINUTES)).allowed) {
    throw new DomainError('RATE_LIMITED', authMessages.tooManyAttempts);
  }
}

const forgiveAttempts = (deps: Deps, userId: string) => deps.rateLimiter.reset(failuresKey(userId));

/**
 * Accepts an authenticator code of the admin's stored secret, once: the time-step it belongs to
 * becomes the last used one in the same statement (see security-repo acceptStep).
 */
async function acceptCode(deps: Deps, q: Queryable, userId: string, code: string, expectedLast?: number | null) {
  const row = await security.adminSecurityOf(q, userId);
  const secret = row?.totpSecret ? await storedSecret(deps, q, userId, row.totpSecret) : null;
  const step = secret ? codeStep(secret, code, deps.clock.now()) : null;
  return step !== null && security.acceptStep(q, userId, step, expectedLast);
}

/**
 * The admin's secret in clear. One still sealed under the previous APP_SECRET (a rotation in
 * its grace period) is sealed again under the current one, so it outlives the previous secret.
 */
async function storedSecret(deps: Deps, q: Queryable, userId: string, sealed: string): Promise<string | null> {
  const secret = decryptSecret(deps.keys.adminTotp, userId, sealed);
  if (secret !== null || !deps.keys.previous) return secret;
  const earlier = decryptSecret(deps.keys.previous.adminTotp, userId, sealed);
  if (earlier !== null) await security.resealTotpSecret(q, userId, encryptSecret(deps.keys.adminTotp, userId, earlier));
  return earlier;
}

// ---- sign-in -------------------------------------------------------------------------------

type FailureReason = 'unknown account' | 'member account' | 'wrong password' | 'wrong code';

/** Failed admin sign-ins go to the audit log (who was tried, from where, and what was wrong). */
async function auditFailure(platform: Platform, caller: Caller, email: string, reason: FailureReason, userId?: string) {
  await repo.insertAudit(platform.database.db, {
    actorId: null,
    action: 'admin.sign_in_failed',
    targetType: 'user',
    targetId: userId ?? email.slice(0, 254),
    details: { email, reason, ip: caller.ip, userAgent: caller.userAgent },
    createdAt: platform.clock.now(),
  });
}

/** Why the password step refused (it answers alike for all three, on purpose): for the audit log only. */
async function refusalReason(platform: Platform, email: string): Promise<{ reason: FailureReason; userId?: string }> {
  const user = await repo.findUserByEmail(platform.database.db, email);
  if (!user) return { reason: 'unknown account' };
  return { reason: user.role === 'admin' ? 'wrong password' : 'member account', userId: user.id };
}

/**
 * The password step: never a session. An enrolled admin is asked for a code; one without a
 * secret yet gets a new one (text, otpauth URI, QR code) to add to an authenticator app, and
 * proves it with a code before it is saved. Both answers carry a sealed ticket for the next step.
 */
export async function startAdminSignIn(platform: Platform, caller: Caller, email: string, password: string): Promise<AdminSignInStep> {
  const address = email.trim().toLowerCase();
  const user = await checkSignIn(platform, caller, address, password, 'admin').catch(async (error: unknown) => {
    if (!(error instanceof DomainError) || error.code === 'RATE_LIMITED') throw error;
    const { reason, userId } = await refusalReason(platform, address);
    await auditFailure(platform, caller, address, reason, userId);
    throw new DomainError('UNAUTHORIZED', adminMessages.invalidCredentials);
  });
  const { keys, clock } = platform;
  if (user.totpSecret) {
    return { step: 'code', ticket: sealTicket(keys.adminTicket, { userId: user.id, lastStep: user.totpLastStep }, clock.now()) };
  }
  const secret = newTotpSecret();
  const uri = otpauthUri(secret, user.email);
  const ticket = sealTicket(keys.adminTicket, { userId: user.id, lastStep: null, secret }, clock.now());
  return { step: 'enrol', ticket, secret, otpauthUri: uri, qrCode: await qrCodeOf(uri) };
}

/**
 * The code step: with a valid ticket and a code not used before, the admin session starts (and an
 * enrolling admin's secret is saved, encrypted). Anything else starts nothing and is audited.
 */
export async function completeAdminSignIn(platform: Platform, caller: Caller, ticketText: string, code: string) {
  const now = platform.clock.now();
  const ticket = checkWithAcceptedKeys(platform.keys, 'adminTicket', (key) => openTicket(key, ticketText, now));
  if (!ticket) throw new DomainError('UNAUTHORIZED', adminMessages.ticketExpired);
  await countAttempt(platform, ticket.userId);
  const user = await security.adminSecurityOf(platform.database.db, ticket.userId);
  if (!user || user.role !== 'admin') throw new DomainError('UNAUTHORIZED', adminMessages.ticketExpired);
  const accepted = ticket.secret
    ? await enrolWith(platform, ticket.userId, ticket.secret, code)
    : await acceptCode(platform, platform.database.db, ticket.userId, code, ticket.lastStep);
  if (!accepted) {
    await auditFailure(platform, caller, user.email, 'wrong code', ticket.userId);
    throw new DomainError('UNAUTHORIZED', adminMessages.codeInvalid);
  }
  await forgiveAttempts(platform, ticket.userId);
  return inTransaction(platform, async (tx) => {
    // The one place a session gets the mark every admin capability asks for (isModerator).
    const issued = await startSession(platform, tx, toAuthUser(user), caller.userAgent, caller.client, now);
    await repo.insertAudit(tx, {
      actorId: ticket.userId,
      action: 'admin.sign_in',
      targetType: 'user',
      targetId: ticket.userId,
      details: { ip: caller.ip, userAgent: caller.userAgent, ...(ticket.secret ? { enrolled: true } : {}) },
      createdAt: now,
    });
    return issued;
  });
}

async function enrolWith(deps: Deps, userId: string, secret: string, code: string) {
  const step = codeStep(secret, code, deps.clock.now());
  if (step === null) return false;
  return security.enrol(deps.database.db, userId, encryptSecret(deps.keys.adminTotp, userId, secret), step, deps.clock.now());
}

// ---- step-up -------------------------------------------------------------------------------

/**
 * Dangerous actions (suspension, picture deletion, token adjustment, deletion on request) need a
 * fresh authenticator code, so a stolen or unattended session cannot do them. Never the password:
 * it is one factor, the one a phished or reused password gives away. Each code works once (a time
 * step newer than the last accepted one). Run in the action's transaction (`q`): a code accepted
 * for an action that then fails is not spent.
 */
export async function confirmAdmin(deps: Deps, q: Queryable, admin: AuthContext, confirm: string | undefined) {
  if (!confirm) throw new DomainError('FORBIDDEN', adminMessages.confirmRequired);
  await countAttempt(deps, admin.userId);
  const code = confirm.trim();
  if (CODE_SHAPE.test(code) && (await acceptCode(deps, q, admin.userId, code))) return forgiveAttempts(deps, admin.userId);
  throw new DomainError('FORBIDDEN', adminMessages.confirmWrong);
}

// ---- seeding -------------------------------------------------------------------------------

/** Whether `secret` (base32) is the one stored for the admin; the bootstrap re-runs at every start. */
export function storedSecretIs(keys: TotpKey, userId: string, sealed: string | null, secret: string) {
  return sealed !== null && checkWithAcceptedKeys(keys, 'adminTotp', (key) => decryptSecret(key, userId, sealed)) === secret;
}

/** Seeds a known secret (ADMIN_TOTP_SECRET, admin:create --totp-secret); null makes the admin enrol again. */
export async function seedSecret(deps: { keys: TotpKey }, q: Queryable, userId: string, secret: string | null, now: Date) {
  await security.setTotpSecret(q, userId, secret === null ? null : encryptSecret(deps.keys.adminTotp, userId, secret), now);
}

// ---- session lifetime ----------------------------------------------------------------------

/**
 * Every request of an admin: the session must have been used in the last 30 minutes and begun
 * less than 12 hours ago (it moves last_used_at; silent refreshes do not). Otherwise it ends here.
 */
export async function holdAdminSession(deps: Pick<Platform, 'database' | 'clock' | 'bus'>, auth: AuthContext) {
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - ADMIN_IDLE_TIMEOUT_MS);
  const startedAfter = new Date(now.getTime() - ADMIN_SESSION_MAX_MS);
  if (await security.holdSession(deps.database.db, auth.sessionId, now, idleSince, startedAfter)) return;
  await inTransaction(deps, (tx) => endSessionById(tx, auth.userId, auth.sessionId, now));
  throw new DomainError('UNAUTHORIZED', authMessages.sessionExpired);
}
