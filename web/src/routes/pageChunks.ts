/**
 * Each screen's code, loaded on demand (the route table in router.tsx). Kept apart from the table
 * so screens can also load what comes next ahead of time: the landing page the sign-in screen
 * (when a pointer or focus reaches its buttons), the app shell the other /app screens (when idle).
 */
export const pageChunks = {
  auth: () => import('./AuthPage'),
  queryLayout: () => import('./QueryLayout'),
  resetPassword: () => import('./ResetPasswordPage'),
  guardian: () => import('./GuardianPage'),
  signupLayout: () => import('./signup/SignupLayout'),
  signupStep: () => import('./signup/SignupStepPage'),
  adminLogin: () => import('./admin/AdminLoginPage'),
  adminDashboard: () => import('./admin/AdminDashboardPage'),
};

/** The /app screens' code. */
export const appChunks = {
  layout: () => import('./app/AppLayout'),
  profiles: () => import('./app/ProfilesPage'),
  liked: () => import('./app/LikedPage'),
  matches: () => import('./app/MatchesPage'),
  account: () => import('./app/AccountPage'),
  unmatched: () => import('./app/UnmatchedPage'),
  chat: () => import('./app/ChatPage'),
  editProfile: () => import('./app/EditProfilePage'),
};

/** What a returning member needs first (the app shell and Discover), fetched beside the session check. */
export const memberStartChunks = [pageChunks.queryLayout, appChunks.layout, appChunks.profiles];
