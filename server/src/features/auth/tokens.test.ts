import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from './tokens';

const key = crypto.randomBytes(32);
const now = Date.UTC(2026, 0, 1);
const claims = { sub: crypto.randomUUID(), sid: crypto.randomUUID(), iat: now / 1000, exp: now / 1000 + 900 };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('verify while fresh and expire after 15 minutes', () => {
    const token = signAccessToken(key, claims);
    expect(verifyAccessToken(key, token, now + 1000)).toEqual(claims);
    expect(verifyAccessToken(key, token, now + 900_000)).toBeNull();
  });

  it('refuse a tampered payload, another key, and garbage', () => {
    const token = signAccessToken(key, claims);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ ...claims, sub: crypto.randomUUID() })}.${signature}`;
    expect(verifyAccessToken(key, forged, now)).toBeNull();
    expect(verifyAccessToken(crypto.randomBytes(32), token, now)).toBeNull();
    expect(verifyAccessToken(key, 'not.a.token', now)).toBeNull();
    expect(verifyAccessToken(key, '', now)).toBeNull();
  });

  it('refuse alg "none" and any other header', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect(verifyAccessToken(key, none, now)).toBeNull();
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.${signAccessToken(key, claims).split('.')[2]}`;
    expect(verifyAccessToken(key, hs512, now)).toBeNull();
  });
});

describe('random tokens', () => {
  it('carry 256 bits and hash deterministically', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });
});
