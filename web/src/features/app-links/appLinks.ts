import { byPlatform } from '../../lib/platform';

/**
 * The e-mail links the system opens the app with (issue 29: App Links / Universal Links): one
 * port, two adapters (web/src/lib/platform.ts byPlatform). A browser opens such a link as a page
 * itself, so its adapter does nothing; the wrapper's follows the App plugin's events
 * (nativeAppLinks.ts, loaded on demand so the web bundle does not carry it).
 */
export interface AppLinks {
  /** At start-up (main.tsx): opens each link's path with `navigate`. */
  start(navigate: (path: string) => void): void;
}

const browserLinks: AppLinks = { start: () => undefined };

const nativeLinks: AppLinks = {
  start: (navigate) => {
    import('./nativeAppLinks')
      .then(({ startAppLinks }) => startAppLinks(navigate))
      .catch((error: unknown) => console.warn('App links unavailable', error));
  },
};

export function appLinks(): AppLinks {
  return byPlatform({ browser: browserLinks, native: nativeLinks });
}
