/**
 * Who is acting: what requireAuth (and the socket) establish from a valid session, and what
 * every service receives. A module of its own, not part of auth/sessions, so the features that
 * only need the type (profiles, pictures, tokens…) do not depend on the auth feature, which
 * itself calls them (sign-up creates a profile).
 */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: 'user' | 'admin';
  email: string;
  /** When the admin login's code step made this session; null for any other (auth_sessions.second_factor_at). */
  secondFactorAt: Date | null;
}

/**
 * Whether the caller may act as a moderator: an admin account, on a session made through the
 * admin login's code step. The role alone is not enough (a password is one factor), so every
 * admin power — the admin routes, selfies, photo-privacy originals — asks this, never the role.
 */
export const isModerator = (auth: Pick<AuthContext, 'role' | 'secondFactorAt'>) => auth.role === 'admin' && auth.secondFactorAt !== null;
