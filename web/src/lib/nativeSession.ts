import { isNativeApp } from './platform';

/**
 * The wrapper's refresh token (DESIGN §5: bearer tokens, no cookies). Its webview's cookies are
 * third-party to the API, which the platforms block, so the server hands the refresh token over
 * in the body (X-Mithaq-Client: native) and the app keeps it itself.
 *
 * Kept in the webview's localStorage: @capacitor/preferences (the platform key store's
 * neighbour) is not installed. The storage is private to the app on the device, but a script
 * injected into the page could read it, which the web's HttpOnly cookie prevents; the strict CSP
 * and the server's reuse detection (a stolen, rotated token revokes the whole family) limit
 * that. Outside the wrapper nothing is ever stored here.
 */
const KEY = 'mithaq.nativeRefreshToken';

/**
 * The wrapper's known-device token (the web's is a cookie): at sign-in it gives this device its
 * own budget of wrong passwords, so guesses made elsewhere cannot lock its owner out. Not a
 * credential, and kept across sign-outs (forgetNativeRefreshToken leaves it): the device stays known.
 */
const DEVICE_KEY = 'mithaq.nativeDeviceToken';

function storage(): Storage | null {
  try {
    return isNativeApp() ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function nativeRefreshToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

/** The body of /api/auth/refresh and /api/auth/sign-out: the kept token in the wrapper, nothing on the web. */
export function nativeRefreshBody(): { refreshToken: string } | undefined {
  const refreshToken = nativeRefreshToken();
  return refreshToken ? { refreshToken } : undefined;
}

/** Keeps a session's rotated refresh token (the server sends one only to the wrapper), and a sign-in's device token. */
export function keepNativeRefreshToken(session: { refreshToken?: string; deviceToken?: string }): void {
  if (session.refreshToken) storage()?.setItem(KEY, session.refreshToken);
  if (session.deviceToken) storage()?.setItem(DEVICE_KEY, session.deviceToken);
}

/** Added to the sign-in body in the wrapper: the kept device token, when there is one. */
export function nativeDeviceBody(): { deviceToken: string } | undefined {
  const deviceToken = storage()?.getItem(DEVICE_KEY);
  return deviceToken ? { deviceToken } : undefined;
}

export function forgetNativeRefreshToken(): void {
  storage()?.removeItem(KEY);
}
