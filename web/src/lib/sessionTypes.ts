export type UserRole = 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
}

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

export type SessionLoader = () => Promise<SessionSnapshot>;

export const SIGNED_OUT: SessionSnapshot = { status: 'signedOut', user: null, profile: null };
