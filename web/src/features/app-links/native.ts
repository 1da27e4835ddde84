import { appLinkPaths } from '@mithaq/contract/appLinks';
import type { AppPlugin } from '@capacitor/app';

/**
 * E-mail links that open the store app (issue 29): the system hands the app the https URL it
 * claimed (App Links / Universal Links: AndroidManifest.xml, App.entitlements, the server's
 * /.well-known files); the app opens the same page in itself, query and all (the token of a
 * confirmation, a reset, a guardian's invitation). Only the site's own origin and the paths of
 * contract/src/appLinks.ts are followed; anything else is left alone.
 *
 * The plugin is a parameter (tests pass a fake); nativeAppLinks.ts loads the real one.
 */

export type AppPort = Pick<AppPlugin, 'addListener' | 'getLaunchUrl'>;

/** The in-app path of `url` when it is one of the site's e-mail links, else null. */
export function appLinkPathOf(url: string, siteOrigin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!siteOrigin || parsed.origin !== new URL(siteOrigin).origin) return null;
  const path = parsed.pathname.replace(/(.)\/+$/, '$1');
  return (appLinkPaths as readonly string[]).includes(path) ? `${path}${parsed.search}${parsed.hash}` : null;
}

/** Follows the link the app was opened with, and every link opened while it runs. */
export async function followAppLinks(app: AppPort, siteOrigin: string, navigate: (path: string) => void): Promise<void> {
  const open = (url: string | undefined) => {
    const path = url ? appLinkPathOf(url, siteOrigin) : null;
    if (path) navigate(path);
  };
  await app.addListener('appUrlOpen', (event) => open(event.url));
  open((await app.getLaunchUrl())?.url);
}
