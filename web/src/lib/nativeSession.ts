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

/** Keeps a session's rotated refresh token (the server sends one only to the wrapper). */
export function keepNativeRefreshToken(session: { refreshToken?: string }): void {
  if (session.refreshToken) storage()?.setItem(KEY, session.refreshToken);
}

export function forgetNativeRefreshToken(): void {
  storage()?.removeItem(KEY);
}
