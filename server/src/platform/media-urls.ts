import crypto from 'node:crypto';
import type { Clock } from './clock';

/**
 * Pictures are never public: the API hands out /media URLs signed with an HMAC over the
 * picture's key, an expiry and the id of the member they were signed for (who must present
 * the viewer cookie below when loading them). Expiries are rounded up to a 2-minute step so
 * the same picture keeps the same URL for a while and the browser cache works; a URL lives
 * 10 to 12 minutes, so a forwarded or scraped one is soon worthless.
 */
const LIFETIME_MS = 10 * 60 * 1000;
const STEP_MS = 2 * 60 * 1000;
/** Signed URLs kept per step (about 250 bytes each). */
const MAX_KEPT = 50_000;

export interface MediaUrlSigner {
  /** The URL of `key` for `viewerId` (the member, or admin, the API answers). */
  sign(key: string, viewerId: string): string;
  /** Seconds the URL stays valid, or null when the signature (for this viewer) or expiry is wrong. */
  verify(key: string, exp: string | undefined, sig: string | undefined, viewerId: string): number | null;
  /**
   * The viewer cookie's value: the member's id and, when given, the session it came with, signed,
   * until `expires`. The session lets /media ask what that session may see (a moderator's sight).
   */
  viewerToken(userId: string, expires: Date, sessionId?: string): string;
  /** Who a viewer cookie names, or null when it is not one this server signed or it expired. */
  viewerOf(token: string | undefined): CookieViewer | null;
}

/** What a viewer cookie says: the member, and the session it was set with (null in a cookie signed before sessions were named). */
export interface CookieViewer {
  userId: string;
  sessionId: string | null;
}

const safeEqual = (a: string, b: string) => {
  const given = Buffer.from(a);
  const expected = Buffer.from(b);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
};

/**
 * `previousKey` (APP_SECRET_PREVIOUS's) still verifies during a secret rotation; everything is
 * signed with `mediaKey`.
 */
export function createMediaUrlSigner(mediaKey: Buffer, clock: Clock, previousKey?: Buffer): MediaUrlSigner {
  // Each kind of signed text starts with its own label, so one can never pass for the other.
  const macWith = (key: Buffer, parts: (string | number)[]) => crypto.createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
  const mac = (...parts: (string | number)[]) => macWith(mediaKey, parts);
  /** Whether `sig` is the MAC of `parts` under the current key or, during a rotation, the previous one. */
  const macMatches = (sig: string, ...parts: (string | number)[]) =>
    safeEqual(sig, mac(...parts)) || (previousKey !== undefined && safeEqual(sig, macWith(previousKey, parts)));
  const urlMac = (key: string, exp: number, viewerId: string) => mac('url', viewerId, key, exp);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  // Every URL signed within one step has the same expiry, so the signed URL of a (viewer, key)
  // is kept until the step moves on: a member's lists and deck come back with the same pictures,
  // and an HMAC per picture per card was a large share of a deck page's CPU.
  const signed = new Map<string, string>();
  let signedExp = 0;
  return {
    sign(key, viewerId) {
      const exp = Math.ceil((clock.now().getTime() + LIFETIME_MS) / STEP_MS) * (STEP_MS / 1000);
      if (exp !== signedExp || signed.size >= MAX_KEPT) {
        signed.clear();
        signedExp = exp;
      }
      const kept = `${viewerId}\n${key}`;
      let url = signed.get(kept);
      if (url === undefined) signed.set(kept, (url = `/media/${key}?exp=${exp}&sig=${urlMac(key, exp, viewerId)}`));
      return url;
    },
    verify(key, exp, sig, viewerId) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
      if (!macMatches(sig, 'url', viewerId, key, Number(exp))) return null;
      const remaining = Number(exp) - nowSeconds();
      return remaining > 0 ? remaining : null;
    },
    viewerToken(userId, expires, sessionId) {
      const exp = Math.floor(expires.getTime() / 1000);
      if (sessionId === undefined) return `${userId}.${exp}.${mac('viewer', userId, exp)}`;
      return `${userId}.${sessionId}.${exp}.${mac('viewer-session', userId, sessionId, exp)}`;
    },
    viewerOf(token) {
      // userId.exp.sig (no session named) or userId.sessionId.exp.sig; each kind has its own label.
      const parts = token?.split('.') ?? [];
      if (parts.length !== 3 && parts.length !== 4) return null;
      const [userId = '', sessionId = null] = parts.length === 4 ? parts : [parts[0]];
      const [exp = '', sig = ''] = parts.slice(-2);
      if (!userId || sessionId === '' || !sig || !/^\d{1,12}$/.test(exp)) return null;
      const signed = sessionId === null
        ? macMatches(sig, 'viewer', userId, Number(exp))
        : macMatches(sig, 'viewer-session', userId, sessionId, Number(exp));
      return signed && Number(exp) > nowSeconds() ? { userId, sessionId } : null;
    },
  };
}
