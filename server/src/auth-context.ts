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
}
