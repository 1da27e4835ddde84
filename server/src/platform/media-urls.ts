import crypto from 'node:crypto';
import type { Clock } from './clock';

/**
 * Pictures are never public: the API hands out /media URLs signed with an HMAC and an
 * expiry. Expiries are rounded up to a 15-minute step so the same picture keeps the same
 * URL for a while and the browser cache works.
 */
const LIFETIME_MS = 60 * 60 * 1000;
const STEP_MS = 15 * 60 * 1000;
/** Signed URLs kept per step (about 200 bytes each). */
const MAX_KEPT = 50_000;

export interface MediaUrlSigner {
  sign(key: string): string;
  /** Seconds the URL stays valid, or null when the signature or expiry is wrong. */
  verify(key: string, exp: string | undefined, sig: string | undefined): number | null;
}

export function createMediaUrlSigner(mediaKey: Buffer, clock: Clock): MediaUrlSigner {
  const mac = (key: string, exp: number) =>
    crypto.createHmac('sha256', mediaKey).update(`${key}\n${exp}`).digest('base64url');
  // Every URL signed within one step has the same expiry, so the signed URL of a key is kept
  // until the step moves on: lists such as the Discover deck show the same newest profiles to
  // many viewers, and an HMAC per picture per card was a large share of a deck page's CPU.
  const signed = new Map<string, string>();
  let signedExp = 0;
  return {
    sign(key) {
      const exp = Math.ceil((clock.now().getTime() + LIFETIME_MS) / STEP_MS) * (STEP_MS / 1000);
      if (exp !== signedExp || signed.size >= MAX_KEPT) {
        signed.clear();
        signedExp = exp;
      }
      let url = signed.get(key);
      if (url === undefined) signed.set(key, (url = `/media/${key}?exp=${exp}&sig=${mac(key, exp)}`));
      return url;
    },
    verify(key, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
      const expected = Buffer.from(mac(key, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      const remaining = Number(exp) - Math.floor(clock.now().getTime() / 1000);
      return remaining > 0 ? remaining : null;
    },
  };
}
