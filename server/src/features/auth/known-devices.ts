import crypto from 'node:crypto';
import { checkWithAcceptedKeys, type KeyRing } from '../../platform/secrets';
import type { IssuedSession } from './sessions';

/**
 * OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser or
 * app that signed in to an account before carries a token naming that account, with a nonce
 * and an HMAC from APP_SECRET. Its attempts count against its own small budget (limits.ts), so
 * someone guessing elsewhere can spend the account's limit without locking the owner out of
 * her own phone. No table: the MAC is the proof, the nonce names the budget. The token is not
 * a credential; the password is still checked. The MAC also covers the account's credentials
 * epoch (users.credentials_epoch, moved by every "sign out everywhere", a password change and a
 * reset included), which the token does not carry: a device known before is a stranger after.
 */
const VERSION = 'd1';
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export type KnownDeviceToken = NonNullable<IssuedSession['knownDevice']>;

/** The account a token is made for or checked against. */
export interface DeviceAccount {
  id: string;
  credentialsEpoch: number;
}

const mac = (key: Buffer, body: string, epoch: number) => crypto.createHmac('sha256', key).update(`${body}.${epoch}`).digest('base64url');

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** A fresh token for this account on this device: issued or renewed at every sign-in. */
export function knownDeviceToken(keys: KeyRing, account: DeviceAccount, now: Date): KnownDeviceToken {
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_MS);
  const nonce = crypto.randomBytes(16).toString('base64url');
  const body = [VERSION, account.id, nonce, Math.floor(expiresAt.getTime() / 1000)].join('.');
  return { token: `${body}.${mac(keys.deviceCookie, body, account.credentialsEpoch)}`, expiresAt };
}

/**
 * The device's nonce when `token` is ours, unexpired and made for this account since its
 * credentials last changed; otherwise null (forged, altered, expired, another account's, from
 * before a "sign out everywhere", or none): the attempt is then any device's.
 */
export function knownDeviceOf(keys: KeyRing, token: string | undefined, account: DeviceAccount | undefined, now: Date): string | null {
  if (!token || !account) return null;
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [version, userId, nonce, expires, signature] = parts as [string, string, string, string, string];
  if (version !== VERSION || userId !== account.id || !(Number(expires) * 1000 > now.getTime())) return null;
  const body = parts.slice(0, 4).join('.');
  return checkWithAcceptedKeys(keys, 'deviceCookie', (key) => (sameText(mac(key, body, account.credentialsEpoch), signature) ? nonce : null));
}

/** The session of a sign-in (or a password change), with this device made (or kept) known to the account. */
export function fromKnownDevice(keys: KeyRing, issued: IssuedSession, credentialsEpoch: number, now: Date): IssuedSession {
  return { ...issued, knownDevice: knownDeviceToken(keys, { id: issued.user.id, credentialsEpoch }, now) };
}
