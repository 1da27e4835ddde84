/// <reference lib="webworker" />
import { apiPaths } from '@mithaq/contract/endpoints/paths';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { notificationFor, parsePushPayload, tapPathOf } from './features/push/pushDisplay';
import { followSubscriptionChange } from './features/push/subscriptionChange';
import { NAVIGATE_MESSAGE } from './features/push/swMessages';

/**
 * The service worker (issue 15): the app shell offline, pushes shown, taps routed.
 * Nothing of /api or /media is ever cached (answers and pictures hold personal data): only the
 * built files are precached and only /app page loads are handled; every other request goes
 * straight to the network. A new version waits (no skipWaiting) until every tab of the old one
 * is closed, so a page never runs old and new files together; it is active on the next visit.
 */
declare let self: ServiceWorkerGlobalScope;

const SHELL = '/index.html';

/**
 * App pages come from the network first, so a deploy shows at once; offline, the precached shell
 * opens instead and the app says it is offline. Registered before the precache route, which
 * would otherwise answer page loads of / from the cache.
 */
const networkFirstShell: RouteHandlerCallback = async ({ request }) => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache(SHELL);
    if (shell) return shell;
    throw error;
  }
};
registerRoute(new NavigationRoute(networkFirstShell, { allowlist: [/^\/app(\/|$)/] }));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json();
  } catch {
    // Not JSON: still shown (a push must always show something), as a bare notice.
  }
  const payload = parsePushPayload(json);
  const { title, options } = notificationFor(payload);
  // The installed app's icon shows the unread count where the browser has the Badging API.
  const badge = payload?.badge === undefined ? Promise.resolve() : self.navigator.setAppBadge?.(payload.badge).catch(() => undefined);
  event.waitUntil(Promise.all([self.registration.showNotification(title, options), badge]));
});

/** Focuses an open window of the app and takes it to `path`, or opens one there. */
async function openApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // focus() needs the click's user activation; without it the window is still taken there.
  await open.focus().catch(() => open);
  try {
    // navigate() works only in a window this worker controls (not one opened before it was installed).
    await open.navigate(url);
  } catch {
    open.postMessage({ type: NAVIGATE_MESSAGE, path });
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(tapPathOf(event.notification.data)));
});

/** What `pushsubscriptionchange` carries (not in TypeScript's worker types yet). */
interface SubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

// The browser rotated the subscription: the server follows it (subscriptionChange.ts).
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as SubscriptionChangeEvent;
  change.waitUntil(
    followSubscriptionChange(change.oldSubscription, change.newSubscription, {
      subscribe: (options) => self.registration.pushManager.subscribe(options),
      send: async (body) => {
        const response = await fetch(apiPaths.push.subscriptionChange, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`subscription change answered ${response.status}`);
      },
    }).catch((error: unknown) => console.warn('Push subscription change not sent', error)),
  );
});
