import { forgetNativeRefreshToken, keepNativeRefreshToken, nativeDeviceBody, nativeRefreshBody } from './nativeSession';
import { byPlatform } from './platform';

/**
 * How the app reaches the API and its pictures (DESIGN §5): one port, two adapters. A browser on
 * the server's own origin sends its cookies, and lets <img> fetch pictures (with srcset); the
 * native wrapper holds its session as bearer tokens (lib/nativeSession.ts), sends no cookies,
 * marks its requests, and fetches pictures itself with the access token (lib/useMediaObjectUrl.ts).
 */
export interface Transport {
  /** fetch's `credentials` (XMLHttpRequest's withCredentials when 'include'). */
  credentials: RequestCredentials;
  /** The X-Mithaq-Client value the server reads (the wrapper's refresh token travels in bodies), or null. */
  client: 'native' | null;
  /**
   * Reads the body of /api/auth/refresh and /api/auth/sign-out: the wrapper's kept token. Null on
   * the web, where the HttpOnly cookie is the credential and the refresh leaves in the first
   * paint's tick (no await before it).
   */
  refreshBody: (() => Promise<{ refreshToken: string } | undefined>) | null;
  /** Added to the sign-in body: the wrapper's kept device token; nothing on the web (a cookie again). */
  signInBody(): Promise<{ deviceToken: string } | undefined>;
  /** Keeps a session's rotated refresh token and a sign-in's device token (the wrapper's key store; the web's cookies keep themselves). */
  keepSession(session: { refreshToken?: string; deviceToken?: string }): Promise<void>;
  /** Forgets the kept refresh token (signed out). */
  forgetSession(): Promise<void>;
  /** True when pictures are fetched with the access token and shown from object URLs (no srcset). */
  fetchesPictures: boolean;
}

const browserTransport: Transport = {
  credentials: 'include',
  client: null,
  refreshBody: null,
  signInBody: async () => undefined,
  keepSession: async () => undefined,
  forgetSession: async () => undefined,
  fetchesPictures: false,
};

const nativeTransport: Transport = {
  credentials: 'omit',
  client: 'native',
  refreshBody: nativeRefreshBody,
  signInBody: nativeDeviceBody,
  keepSession: keepNativeRefreshToken,
  forgetSession: forgetNativeRefreshToken,
  fetchesPictures: true,
};

export function transport(): Transport {
  return byPlatform({ browser: browserTransport, native: nativeTransport });
}
