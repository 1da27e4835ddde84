import { apiBaseUrl } from '../../lib/platform';
import { followAppLinks } from './native';

/**
 * native.ts wired to the real App plugin, loaded on demand in the wrapper only (main.tsx). The
 * site whose links the app claims is the API's origin (VITE_API_BASE_URL): the server that sends
 * the e-mails serves the pages they link to.
 */
export async function startAppLinks(navigate: (path: string) => void): Promise<void> {
  const { App } = await import('@capacitor/app');
  await followAppLinks(App, apiBaseUrl(), navigate);
}
