/**
 * The web app's client-side routes (spec §2 route table). The server answers these paths
 * with the app shell (status 200) and every other page path with the shell and status 404,
 * where the app shows its not-found page.
 */
export const clientPaths = {
  home: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  signup: '/signup',
  signupDetails: '/signup/details',
  signupPictures: '/signup/pictures',
  signupReview: '/signup/review',
  app: '/app',
  profiles: '/app/profiles',
  liked: '/app/liked',
  matches: '/app/matches',
  account: '/app/account',
  unmatched: '/app/unmatched',
  editProfile: '/app/edit-profile',
  chat: '/app/chat',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  guardianAccept: '/guardian/accept',
  guardianStop: '/guardian/stop',
} as const;

const exactPaths = new Set<string>([
  clientPaths.home,
  clientPaths.auth,
  clientPaths.resetPassword,
  clientPaths.privacyPolicy,
  clientPaths.adminLogin,
  clientPaths.adminDashboard,
  clientPaths.guardianAccept,
  clientPaths.guardianStop,
]);

/** /signup/* and /app/* are owned by the app (unknown /app paths fall back to Discover). */
const prefixPaths = [clientPaths.signup, clientPaths.app];

export function isClientPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return exactPaths.has(path) || prefixPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
