import crypto from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and the one-time tokens sent by mail (auth, guardians). */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** These tokens are long and random, so a fast hash is enough to store them safely. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
