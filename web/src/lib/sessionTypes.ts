import type { AuthUser } from '@mithaq/contract/auth';

export type UserRole = AuthUser['role'];

export type SessionUser = AuthUser;

export interface SessionProfile {
  id: string;
  name: string;
}

/** What a loader can report; 'loading' exists only before the first load completes. */
export type SessionSnapshot =
  | { status: 'signedOut'; user: null; profile: null }
  | { status: 'needsProfile'; user: SessionUser; profile: null }
  | { status: 'ready'; user: SessionUser; profile: SessionProfile };

export type SessionState = SessionSnapshot | { status: 'loading'; user: null; profile: null };

export type SessionStatus = SessionState['status'];

export interface SessionLoadOptions {
  /**
   * Called with an earlier, provisional answer (the cached profile) while the real one loads, so a
   * returning user does not wait for the profile request.
   */
  onProvisional?: (snapshot: SessionSnapshot) => void;
}

export type SessionLoader = (options?: SessionLoadOptions) => Promise<SessionSnapshot>;

export const SIGNED_OUT: SessionSnapshot = { status: 'signedOut', user: null, profile: null };
