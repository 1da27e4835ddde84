import { ApiError, apiFetch, setAccessToken } from './api';
import { refreshSession } from './refreshSession';
import { SIGNED_OUT } from './sessionTypes';
import type { SessionLoadOptions, SessionProfile, SessionSnapshot, SessionUser } from './sessionTypes';
import { clearProfileCache, readCachedProfile, writeCachedProfile } from './userStorage';
import { apiPaths } from '@mithaq/contract/endpoints/paths';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `GET /api/profiles/me` answers `{ profile: { id, name, ... } }`; the session keeps id and name. */
function parseProfile(body: unknown): SessionProfile | null {
  const profile = isRecord(body) ? body.profile : undefined;
  if (!isRecord(profile)) return null;
  const { id, name } = profile;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

/**
 * The snapshot for a user whose access token is already stored: loads their profile (spec §4).
 * A cached profile of the same user is offered first through `onProvisional`.
 */
export async function loadSnapshotFor(user: SessionUser, options: SessionLoadOptions = {}): Promise<SessionSnapshot> {
  const cached = readCachedProfile(user.id);
  if (cached) options.onProvisional?.({ status: 'ready', user, profile: cached });
  try {
    const profile = parseProfile(await apiFetch<unknown>(apiPaths.profiles.own));
    if (profile) {
      writeCachedProfile(profile);
      return { status: 'ready', user, profile };
    }
  } catch (error) {
    // Signed in but no profile yet: the user still has to finish the sign-up wizard.
    if (error instanceof ApiError && error.status === 404) {
      clearProfileCache();
      return { status: 'needsProfile', user, profile: null };
    }
  }
  // Any other profile failure clears the user and marks them unauthenticated (spec §4).
  setAccessToken(null);
  return SIGNED_OUT;
}

/** The default session loader: refresh cookie → access token → own profile. */
export async function loadSessionFromServer(options: SessionLoadOptions = {}): Promise<SessionSnapshot> {
  const outcome = await refreshSession();
  if (outcome.kind !== 'session') return SIGNED_OUT;
  return loadSnapshotFor(outcome.session.user, options);
}
