import { ADMIN_SIGN_IN_TICKET_TTL_MS, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@mithaq/contract/admin';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { createCursorSealer } from '../../platform/cursors';

/**
 * Admin two-factor: time-based codes (RFC 6238) from an authenticator app. Secrets are stored
 * encrypted (AES-256-GCM, bound to the admin's id, so a copied column decrypts for no one else);
 * the sign-in ticket between the password and the code is sealed the same way with its own key.
 */

const ISSUER = 'Mithaq';

function totpOf(secret: string, label = 'admin') {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/** 160 random bits, the size RFC 4226 recommends, as base32 text. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What an authenticator app scans or imports: otpauth://totp/Mithaq:<email>?secret=… */
export const otpauthUri = (secret: string, email: string) => totpOf(secret, email).toString();

export const qrCodeOf = (uri: string) => QRCode.toDataURL(uri, { margin: 1, width: 240 });

/** A code for `at` (the CLI's and tests' side of the exchange). */
export const codeAt = (secret: string, at: Date) => totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The time-step `code` belongs to (this one or one either side, for a phone's clock drift), or
 * null when it is no code of this secret. Callers accept a step only once (replay).
 */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

// ---- at rest -------------------------------------------------------------------------------

const SECRET_PURPOSE = 'admin-totp-secret';

export const encryptSecret = (key: Buffer, userId: string, secret: string) => createCursorSealer(key).seal(userId, SECRET_PURPOSE, secret);

export const decryptSecret = (key: Buffer, userId: string, sealed: string) => createCursorSealer(key).open(userId, SECRET_PURPOSE, sealed);

// ---- the sign-in ticket --------------------------------------------------------------------

/**
 * What the password step hands to the code step. `lastStep` is the admin's last used time-step
 * when the ticket was made: the first successful code moves it, so the ticket works once.
 * `secret` rides along (encrypted inside the ticket) while the admin enrols.
 */
export interface SignInTicket {
  userId: string;
  expiresAt: number;
  lastStep: number | null;
  secret?: string;
}

const TICKET_PURPOSE = 'admin-sign-in';

export function sealTicket(key: Buffer, ticket: Omit<SignInTicket, 'expiresAt'>, now: Date): string {
  const payload: SignInTicket = { ...ticket, expiresAt: now.getTime() + ADMIN_SIGN_IN_TICKET_TTL_MS };
  return `${ticket.userId}.${createCursorSealer(key).seal(ticket.userId, TICKET_PURPOSE, JSON.stringify(payload))}`;
}

/** The ticket when it is ours, intact and unexpired; otherwise null. */
export function openTicket(key: Buffer, text: string, now: Date): SignInTicket | null {
  const [userId, sealed, extra] = text.split('.');
  if (!userId || !sealed || extra !== undefined) return null;
  const opened = createCursorSealer(key).open(userId, TICKET_PURPOSE, sealed);
  if (!opened) return null;
  const ticket = JSON.parse(opened) as SignInTicket;
  return ticket.userId === userId && ticket.expiresAt > now.getTime() ? ticket : null;
}
