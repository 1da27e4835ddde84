/**
 * The access token lives only in this module's memory (never in storage) so a script injected
 * into the page cannot read it from localStorage; the refresh token is an HttpOnly cookie the
 * browser sends by itself. The expiry drives the silent refresh (spec §9).
 */

interface StoredAccessToken {
  token: string;
  /** Milliseconds since the epoch, or null when the server gave no usable expiry. */
  expiresAt: number | null;
}

let current: StoredAccessToken | null = null;

export function getAccessToken(): string | null {
  return current?.token ?? null;
}

export function getAccessTokenExpiry(): number | null {
  return current?.expiresAt ?? null;
}

/** Stores (or with null, forgets) the access token and its ISO expiry time. */
export function setAccessToken(token: string | null, expiresAt?: string | null): void {
  if (!token) {
    current = null;
    return;
  }
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  current = { token, expiresAt: Number.isNaN(expiry) ? null : expiry };
}
