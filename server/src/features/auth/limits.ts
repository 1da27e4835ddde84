import { authMessages } from '@mithaq/contract/auth';
import { DomainError } from '../../errors';
import type { Platform } from '../../platform/platform';
import { clientKey } from '../../platform/rate-limit';
import { verifyPassword } from './passwords';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Past an account's limit, one password attempt per this long is still checked. */
export const SIGN_IN_BACKOFF_MS = 60 * 1000;

/** A limit on one kind of attempt per client address (clientKey: an IPv6 /64 counts as one). */
export async function limitPerIp(platform: Platform, kind: string, ip: string, max: number, windowMs: number) {
  if (!(await platform.rateLimiter.hit(`${kind}:ip:${clientKey(ip)}`, max, windowMs)).allowed) {
    throw new DomainError('RATE_LIMITED', authMessages.tooManyAttempts);
  }
}

const failuresKey = (email: string) => `sign-in:fail:${email.toLowerCase()}`;

/** A right password, or the mailed sign-in link, forgives the earlier wrong guesses. */
export async function clearFailures(platform: Platform, email: string) {
  await platform.rateLimiter.reset(failuresKey(email));
}

export type PasswordVerdict = 'right' | 'wrong' | 'locked';

const deviceFailuresKey = (nonce: string) => `sign-in:device-fail:${nonce}`;

/**
 * A known device (known-devices.ts) guesses against its own small budget, never the account's,
 * so guesses made elsewhere cannot lock the owner out on it. Counted before the check, like the
 * account's; a right password forgives only this device's count. Past its budget the device is
 * not trusted until its window ends (null): its attempts then count as any device's.
 */
async function verifyOnKnownDevice(platform: Platform, nonce: string, passwordHash: string, password: string): Promise<PasswordVerdict | null> {
  const { rateLimiter, config } = platform;
  const counted = await rateLimiter.hit(deviceFailuresKey(nonce), config.rateLimits.signInFailuresPerDevice, FIFTEEN_MINUTES);
  if (!counted.allowed) return null;
  const right = await verifyPassword(passwordHash, password);
  if (right) await rateLimiter.reset(deviceFailuresKey(nonce));
  return right ? 'right' : 'wrong';
}

/**
 * Checks a password against the account's limit of guesses, which sign-in and the password
 * change share (a stolen access token gives no extra guesses). Every attempt is counted before
 * the check, in one atomic step, so parallel guesses cannot slip under the limit. Past it there
 * is no hard lock an attacker could keep shut: one attempt per short back-off is still checked
 * (the owner gets in with the right password), the others are refused without argon2 ('locked');
 * sign-in then mails the owner a one-time link. Every window ends by itself. `knownDevice`: the
 * nonce of a device the account signed in from before, which has a budget of its own.
 */
export async function verifyCounted(
  platform: Platform,
  email: string,
  passwordHash: string,
  password: string,
  knownDevice: string | null = null,
): Promise<PasswordVerdict> {
  const onDevice = knownDevice ? await verifyOnKnownDevice(platform, knownDevice, passwordHash, password) : null;
  if (onDevice) return onDevice;
  const { rateLimiter, config } = platform;
  const counted = await rateLimiter.hit(failuresKey(email), config.rateLimits.signInFailuresPerAccount, FIFTEEN_MINUTES);
  if (!counted.allowed) {
    const backoff = await rateLimiter.hit(`sign-in:backoff:${email.toLowerCase()}`, 1, SIGN_IN_BACKOFF_MS);
    if (!backoff.allowed) return 'locked';
  }
  const right = await verifyPassword(passwordHash, password);
  if (right) await clearFailures(platform, email);
  return right ? 'right' : 'wrong';
}
