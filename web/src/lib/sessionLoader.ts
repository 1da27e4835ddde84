import { ApiError, apiFetch, setAccessToken } from './api';
import { SIGNED_OUT } from './sessionTypes';
import type { SessionProfile, SessionSnapshot, SessionUser } from './sessionTypes';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, email, role } = value;
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  if (role !== 'user' && role !== 'admin') return null;
  return { id, email, role };
}

function parseProfile(value: unknown): SessionProfile | null {
  if (!isRecord(value)) return null;
  const { id, name } = value;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

async function exchangeRefreshCookie(): Promise<SessionUser | null> {
  try {
    const body = await apiFetch<unknown>('/api/auth/refresh', { method: 'POST' });
    const user = isRecord(body) ? parseUser(body.user) : null;
    if (!user || !isRecord(body) || typeof body.accessToken !== 'string') return null;
    setAccessToken(body.accessToken);
    return user;
  } catch {
    return null;
  }
}

let refreshInFlight: Promise<SessionUser | null> | null = null;

/**
 * Exchanges the HttpOnly refresh cookie for an access token and returns the signed-in user, or
 * null. Concurrent callers share one request: refresh tokens rotate and the server treats a second
 * use of the same token as theft (revoking every session), which two overlapping loads (such as
 * StrictMode running effects twice) would otherwise trigger.
 */
export function refreshAccessToken(): Promise<SessionUser | null> {
  refreshInFlight ??= exchangeRefreshCookie().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The default session loader: refresh cookie → access token → own profile (spec §4). */
export async function loadSessionFromServer(): Promise<SessionSnapshot> {
  const user = await refreshAccessToken();
  if (!user) return SIGNED_OUT;
  try {
    const profile = parseProfile(await apiFetch<unknown>('/api/profiles/me'));
    if (profile) return { status: 'ready', user, profile };
  } catch (error) {
    // Signed in but no profile yet: the user still has to finish the sign-up wizard.
    if (error instanceof ApiError && error.status === 404) {
      return { status: 'needsProfile', user, profile: null };
    }
  }
  // Any other profile failure clears the user and marks them unauthenticated (spec §4).
  setAccessToken(null);
  return SIGNED_OUT;
}
