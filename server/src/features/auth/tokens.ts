import crypto from 'node:crypto';

/**
 * Access tokens are JWTs signed with HMAC-SHA256 and nothing else: the header must be
 * exactly ours, so "alg: none" or a swapped algorithm never verifies.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  iat: number;
  exp: number;
}

const mac = (key: Buffer, input: string) => crypto.createHmac('sha256', key).update(input).digest('base64url');

export function signAccessToken(key: Buffer, claims: AccessClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${mac(key, `${HEADER}.${payload}`)}`;
}

/** The claims when the token is ours, intact and unexpired at `nowMs`; otherwise null. */
export function verifyAccessToken(key: Buffer, token: string, nowMs: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(mac(key, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > nowMs ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}

// Shared with the guardians' links (platform, since only a few features may import auth).
export { hashToken, randomToken } from '../../platform/random-tokens';
