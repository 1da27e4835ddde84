import { ADMIN_MIN_PASSWORD_LENGTH, adminMessages } from '@mithaq/contract/admin';
import { authMessages, emailOnlySchema } from '@mithaq/contract/auth';
import { ConfigError } from '../../config';
import { DomainError, invalid } from '../../errors';
import type { Platform } from '../../platform/platform';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertUsablePassword, signIn, type Caller } from '../auth/service';
import { revokeAllSessions } from '../auth/sessions';
import * as repo from './repo';

/** Where an admin account was made; kept in the audit log, since no admin signed in to do it. */
export type AdminSource = 'environment' | 'command line';
export type EnsureAdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * The e-mail as stored (trimmed, lower case), once it and the password pass the rules: a real
 * address, and a password longer than members' that is not a common one.
 */
export function checkAdminCredentials(email: string, password: string): string {
  const parsed = emailOnlySchema.safeParse({ email });
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? authMessages.emailInvalid);
  if (password.length < ADMIN_MIN_PASSWORD_LENGTH) throw invalid(adminMessages.passwordTooShort);
  assertUsablePassword(password);
  return parsed.data.email;
}

/**
 * Makes `email` an admin with `password`: creates the account, or promotes an existing one and
 * sets its password. Running it again with the same values changes nothing (so the environment
 * bootstrap may run at every start). A new password ends the account's sessions.
 */
export async function ensureAdmin(
  deps: Pick<Platform, 'database' | 'clock'>,
  email: string,
  password: string,
  source: AdminSource,
): Promise<EnsureAdminOutcome> {
  const address = checkAdminCredentials(email, password);
  const { db } = deps.database;
  const existing = await repo.findUserByEmail(db, address);
  if (existing?.role === 'admin' && (await verifyPassword(existing.passwordHash, password))) return 'unchanged';
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = deps.clock.now();
    const id = await repo.upsertAdmin(tx, { email: address, passwordHash, now });
    if (existing) await revokeAllSessions(tx, id, now);
    await repo.insertAudit(tx, {
      actorId: null,
      action: existing ? 'admin.updated' : 'admin.created',
      targetType: 'user',
      targetId: id,
      details: { email: address, source, ...(existing ? { wasAdmin: existing.role === 'admin' } : {}) },
      createdAt: now,
    });
    return existing ? 'updated' : 'created';
  });
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: the admin exists, with that password, before the server listens. */
export async function bootstrapAdmin(platform: Platform) {
  const admin = platform.config.admin;
  if (!admin) return;
  try {
    const outcome = await ensureAdmin(platform, admin.email, admin.password, 'environment');
    platform.logger.info({ email: admin.email, outcome }, 'admin account from ADMIN_EMAIL');
  } catch (error) {
    // A refused password is a configuration mistake: say which variable, like every other one.
    if (error instanceof DomainError) throw new ConfigError([`ADMIN_PASSWORD: ${error.message}`]);
    throw error;
  }
}

/**
 * The admin login: a normal session, for admins only. Wrong credentials and a member's account
 * get the same 'Invalid credentials'; a member's account is refused before any session exists.
 */
export async function signInAdmin(platform: Platform, caller: Caller, email: string, password: string) {
  const issued = await signIn(platform, caller, email, password, 'admin').catch((error: unknown) => {
    if (error instanceof DomainError && error.code !== 'RATE_LIMITED') {
      throw new DomainError('UNAUTHORIZED', adminMessages.invalidCredentials);
    }
    throw error;
  });
  await repo.insertAudit(platform.database.db, {
    actorId: issued.user.id,
    action: 'admin.sign_in',
    targetType: 'user',
    targetId: issued.user.id,
    details: { ip: caller.ip, userAgent: caller.userAgent },
    createdAt: platform.clock.now(),
  });
  return issued;
}
