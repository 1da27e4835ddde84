import type { SessionProfile } from './sessionTypes';

/** Browser storage owned by the signed-in user; all of it goes on sign-out (spec §4). */
export const PROFILE_CACHE_KEY = 'mithaq_profile_cache';
export const SIGNUP_FORM_KEY = 'signup_form_data';
/** Whose wizard form is saved: a different signed-in user starts afresh (spec §4). */
export const SIGNUP_FORM_OWNER_KEY = 'signup_form_owner';

// Storage can be missing or throw (private modes, disabled cookies): the app works without it.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function parseCachedProfile(raw: string | null): SessionProfile | null {
  if (!raw) return null;
  const value: unknown = safely(() => JSON.parse(raw), null);
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

/** The cached profile if it belongs to `userId`; any other cache entry is discarded. */
export function readCachedProfile(userId: string): SessionProfile | null {
  const cached = parseCachedProfile(safely(() => localStorage.getItem(PROFILE_CACHE_KEY), null));
  if (cached?.id === userId) return cached;
  clearProfileCache();
  return null;
}

export function writeCachedProfile(profile: SessionProfile): void {
  safely(() => localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ id: profile.id, name: profile.name })), undefined);
}

export function clearProfileCache(): void {
  safely(() => localStorage.removeItem(PROFILE_CACHE_KEY), undefined);
}

/**
 * Set while this browser holds a session, removed when it ends: not a credential (the HttpOnly
 * cookie is), only a hint that the session check may find one. Without it the public pages show
 * at once instead of waiting for the check; with it a returning member waits (spinner) and is
 * taken into the app, instead of glimpsing the landing page first.
 */
export const SESSION_HINT_KEY = 'mithaq_signed_in';

export function hasSessionHint(): boolean {
  return safely(() => localStorage.getItem(SESSION_HINT_KEY) === '1', false);
}

export function setSessionHint(signedIn: boolean): void {
  safely(() => (signedIn ? localStorage.setItem(SESSION_HINT_KEY, '1') : localStorage.removeItem(SESSION_HINT_KEY)), undefined);
}

/** Sign-out clears the wizard's saved form and the cached profile. */
export function clearLocalUserData(): void {
  safely(() => sessionStorage.removeItem(SIGNUP_FORM_KEY), undefined);
  safely(() => sessionStorage.removeItem(SIGNUP_FORM_OWNER_KEY), undefined);
  clearProfileCache();
}
