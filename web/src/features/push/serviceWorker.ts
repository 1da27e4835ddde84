import { NAVIGATE_MESSAGE } from './swMessages';

/** Registers the service worker (src/sw.ts, built to /sw.js) for the whole site. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/**
 * At start-up, in a production build in a browser (devicePush.ts's browser adapter): the worker
 * makes the app installable and offline-capable and shows pushes. The native wrapper has its own
 * push and no worker; the dev server builds none. A notification tap in a window the worker does not control arrives as a
 * message (see sw.ts) and is followed here.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === NAVIGATE_MESSAGE && 'path' in data && typeof data.path === 'string') {
      window.location.assign(data.path);
    }
  });
  const register = () => void registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
  // After the page has loaded: the worker's install downloads every file of the app, which must
  // not compete with the first page's own scripts.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
