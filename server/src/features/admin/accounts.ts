import { inTransaction } from '../../platform/after-commit';
import { ADMIN_MIN_PASSWORD_LENGTH, TOTP_SECRET_PATTERN, adminMessages, normaliseTotpSecret } from '@mithaq/contract/admin';
import { authMessages, emailOnlySchema } from '@mithaq/contract/auth';
import { ConfigError } from '../../config';
import { DomainError, invalid } from '../../errors';
import type { Platform } from '../../platform/platform';
import { assertUsablePassword, hashPassword, revokeAllSessions, verifyPassword } from '../auth/public';
import * as repo from './repo';
import { seedSecret, storedSecretIs, type TotpKey } from './two-factor';

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

/** An authenticator secret as stored: base32, upper case, no spaces; or the reason it is not one. */
export function checkTotpSecret(secret: string): string {
  const normalised = normaliseTotpSecret(secret);
  if (!TOTP_SECRET_PATTERN.test(normalised)) throw invalid(`The authenticator secret ${adminMessages.totpSecretInvalid}`);
  return normalised.replace(/=+$/, '');
}

/**
 * Makes `email` an admin with `password`: creates the account, or promotes an existing one and
 * sets its password. A `totpSecret` (base32) is seeded as the admin's authenticator secret; without
 * one the admin enrols at the first sign-in. Running it again with the same values changes nothing
 * (so the environment bootstrap may run at every start). A new password or secret ends the
 * account's sessions.
 */
export async function ensureAdmin(
  deps: Pick<Platform, 'database' | 'bus' | 'clock'> & { keys: TotpKey },
  email: string,
  password: string,
  source: AdminSource,
  totpSecret?: string,
): Promise<EnsureAdminOutcome> {
  const address = checkAdminCredentials(email, password);
  const secret = totpSecret === undefined ? undefined : checkTotpSecret(totpSecret);
  const { db } = deps.database;
  const existing = await repo.findUserByEmail(db, address);
  const samePassword = existing?.role === 'admin' && (await verifyPassword(existing.passwordHash, password));
  const sameSecret = secret === undefined || (existing !== undefined && storedSecretIs(deps.keys, existing.id, existing.totpSecret, secret));
  if (samePassword && sameSecret) return 'unchanged';
  const passwordHash = existing && samePassword ? existing.passwordHash : await hashPassword(password);
  return inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const id = await repo.upsertAdmin(tx, { email: address, passwordHash, now });
    if (secret !== undefined && !sameSecret) await seedSecret(deps, tx, id, secret, now);
    if (existing) await revokeAllSessions(tx, id, now);
    await repo.insertAudit(tx, {
      actorId: null,
      action: existing ? 'admin.updated' : 'admin.created',
      targetType: 'user',
      targetId: id,
      details: {
        email: address,
        source,
        ...(existing ? { wasAdmin: existing.role === 'admin' } : {}),
        ...(sameSecret ? {} : { totpSeeded: true }),
      },
      createdAt: now,
    });
    return existing ? 'updated' : 'created';
  });
}

const variableOf = (message: string) => (message.includes(adminMessages.totpSecretInvalid) ? 'ADMIN_TOTP_SECRET' : 'ADMIN_PASSWORD');

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD (+ ADMIN_TOTP_SECRET): the admin exists, with that password (and
 * authenticator secret), before the server listens.
 */
export async function bootstrapAdmin(platform: Platform) {
  const admin = platform.config.admin;
  if (!admin) return;
  try {
    const outcome = await ensureAdmin(platform, admin.email, admin.password, 'environment', admin.totpSecret);
    platform.logger.info({ email: admin.email, outcome }, 'admin account from ADMIN_EMAIL');
  } catch (error) {
    // A refused password is a configuration mistake: say which variable, like every other one.
    if (error instanceof DomainError) throw new ConfigError([`${variableOf(error.message)}: ${error.message}`]);
    throw error;
  }
}
