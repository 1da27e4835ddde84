import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type CDPSession, type Page, type TestInfo } from '@playwright/test';
import { createMember, matchThroughApi, placeFor, signInAs } from '../support/members';

/**
 * The installable app (issue 15). Installability is checked only in a persistent (non-incognito)
 * profile, so each test launches its own Chromium with the config's executable and flags.
 */
async function persistentContext(testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, launchOptions, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: launchOptions?.executablePath,
    args: launchOptions?.args,
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  return context;
}

/** Waits until the page's service worker is active; returns its registration id (for the DevTools protocol). */
async function activeWorker(page: Page, cdp: CDPSession): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.status === 'activated') registrations.set(version.registrationId, version.scriptURL);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
  await expect.poll(() => registrations.size).toBeGreaterThan(0);
  const [registrationId] = [...registrations.keys()];
  return registrationId!;
}

test('the app is installable, shows pushes, routes a tap to the chat, and opens offline', async ({ request }, testInfo) => {
  const place = placeFor('pwa', testInfo);
  const amina = await createMember(request, { name: 'Amina', sex: 'female', place });
  const yusuf = await createMember(request, { name: 'Yusuf', sex: 'male', place });
  const matchId = await matchThroughApi(request, amina, yusuf);

  // Served with the right types; the worker is never cached for long, so a new version is found.
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: 'Mithaq', display: 'standalone', start_url: '/app/profiles' });
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const context = await persistentContext(testInfo);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAs(page, amina);
    const cdp = await context.newCDPSession(page);
    const registrationId = await activeWorker(page, cdp);
    // Controlled from now on (the worker does not claim the page that installed it).
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // A push as the server sends it (contract pushPayloadSchema).
    const payload = { title: 'Yusuf', body: 'Assalamu alaikum', data: { type: 'message', chatId: matchId } };
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
    // Delivered again if it did not show: on a loaded machine the protocol may hand it to a worker
    // that is being restarted, which drops it. The tag makes a second copy replace the first.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(payload) });
      await expect.poll(shown, { timeout: 3000 }).toEqual([{ title: 'Yusuf', body: 'Assalamu alaikum', tag: `chat-${matchId}` }]);
    }).toPass({ timeout: 15_000 });

    // The DevTools protocol cannot click a notification: the worker gets the click event it would
    // get, built from the notification it shows (its handler routes; waitUntil refuses such an
    // untrusted event, which does not stop the routing).
    await page.goto('/app/profiles');
    const [serviceWorker] = context.serviceWorkers();
    expect(serviceWorker).toBeDefined();
    await serviceWorker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`));
    await expect(page.getByRole('heading', { name: /Yusuf/ }).first()).toBeVisible();
    // The click closed it.
    await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);

    // After one visit the app opens without a network, and says it is offline.
    await context.setOffline(true);
    const offlineLoad = await page.goto('/app/matches');
    expect(offlineLoad?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    await context.close();
  }
});
