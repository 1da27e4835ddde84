/**
 * The code of the /app screens, loaded on demand (router.tsx). Once the app shell is up,
 * AppLayout prefetches the rest while the browser is idle, so switching tabs never waits.
 */
export const appPages = {
  layout: () => import('./AppLayout'),
  profiles: () => import('./ProfilesPage'),
  liked: () => import('./LikedPage'),
  matches: () => import('./MatchesPage'),
  account: () => import('./AccountPage'),
  unmatched: () => import('./UnmatchedPage'),
  chat: () => import('./ChatPage'),
  editProfile: () => import('./EditProfilePage'),
};

/** Loads every /app screen's code in the background; a failure is retried when the page is visited. */
export function prefetchAppPages(): void {
  for (const load of Object.values(appPages)) load().catch(() => {});
}
