// Auth for other features, their one way in: sessions, session cookies and password checks (only account, admin
// and realtime may use them).

export { assertUsablePassword, checkSignIn, confirmPassword, currentUser, type Caller } from './service';
export { clearSessionCookie, isNativeClient, sendSession } from './cookies';
export { hashPassword, verifyPassword } from './passwords';
export {
  authenticate,
  deleteUser,
  endSessionById,
  isSessionLive,
  revokeAllSessions,
  startSession,
  toAuthUser,
} from './sessions';
