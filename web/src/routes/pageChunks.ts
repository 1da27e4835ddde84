import { loadEnglish, type LaterPart } from '../i18n/english';

/**
 * A screen's code with the English texts the first script lacks (i18n/english.ts): both
 * load together and the screen renders once both are in, so no key ever shows raw.
 */
function screen<M>(load: () => Promise<M>, parts: readonly LaterPart[] = ['app']): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([load(), ...parts.map(loadEnglish)]);
    return module;
  };
}

/**
 * Each screen's code, loaded on demand (the route table in router.tsx). Kept apart from the table
 * so screens can also load what comes next ahead of time: the landing page the sign-in screen
 * (when a pointer or focus reaches its buttons), the app shell the other /app screens (when idle).
 */
export const pageChunks = {
  auth: screen(() => import('./AuthPage')),
  queryLayout: screen(() => import('./QueryLayout')),
  resetPassword: screen(() => import('./ResetPasswordPage')),
  guardian: screen(() => import('./GuardianPage')),
  signupLayout: screen(() => import('./signup/SignupLayout')),
  signupStep: screen(() => import('./signup/SignupStepPage')),
  adminLogin: screen(() => import('./admin/AdminLoginPage'), ['app', 'admin']),
  adminDashboard: screen(() => import('./admin/AdminDashboardPage'), ['app', 'admin']),
};

/** The /app screens' code. */
export const appChunks = {
  layout: screen(() => import('./app/AppLayout')),
  profiles: screen(() => import('./app/ProfilesPage')),
  liked: screen(() => import('./app/LikedPage')),
  matches: screen(() => import('./app/MatchesPage')),
  account: screen(() => import('./app/AccountPage')),
  unmatched: screen(() => import('./app/UnmatchedPage')),
  chat: screen(() => import('./app/ChatPage')),
  editProfile: screen(() => import('./app/EditProfilePage')),
};

/** What a returning member needs first (the app shell and Discover), fetched beside the session check. */
export const memberStartChunks = [pageChunks.queryLayout, appChunks.layout, appChunks.profiles];
