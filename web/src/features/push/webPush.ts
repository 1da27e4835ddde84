import { NATIVE_APP_VERSION } from '@mithaq/contract/push';
import type { DeviceInfo } from '@mithaq/contract/push';
import { fetchVapidPublicKey, registerPushDevice, unregisterPushDevice } from './pushApi';
import { registerServiceWorker } from './serviceWorker';

/**
 * Web Push in this browser: what state it is in, and turning it on and off. The browser APIs
 * (Notification, the service worker's PushManager) are read from the globals, so tests replace
 * them there.
 */
export type PushState = 'on' | 'off' | 'denied' | 'unsupported' | 'needsInstall';

/** iPhone and iPad (which may call itself a Mac), where Safari pushes only to an app on the Home Screen. */
function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function isSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(): Promise<PushState> {
  if (isIos() && !isInstalled()) return 'needsInstall';
  if (!isSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** 'Chrome 131', 'Firefox 128'…: the spec's device-info version label, for a browser. */
export function browserLabel(userAgent: string): string {
  const known: [string, RegExp][] = [
    ['Edge', /Edg\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /Chrome\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ];
  for (const [name, pattern] of known) {
    const major = pattern.exec(userAgent)?.[1];
    if (major) return `${name} ${major}`;
  }
  return 'Browser';
}

export function webDeviceInfo(now: Date = new Date()): DeviceInfo {
  return { platform: 'web', timestamp: now.toISOString(), version: browserLabel(navigator.userAgent), appVersion: NATIVE_APP_VERSION };
}

/**
 * Registers (or refreshes) a subscription with the server for this session; the server moves it
 * to whoever is signed in. `renew`: the app doing it on its own, which leaves a device the member
 * stopped from the devices list stopped. Resolves with whether it is stopped.
 */
export async function registerWebSubscription(subscription: PushSubscription, renew = false): Promise<{ stopped: boolean }> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  const device = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  return registerPushDevice({ platform: 'web', subscription: device, deviceInfo: webDeviceInfo(), ...(renew ? { renew } : {}) });
}

/**
 * Re-sends an existing subscription as a renewal (a session started here, or the Account page
 * opened), so the server has it for this session and its last-seen time stays current. Null when
 * this browser has no subscription.
 */
export async function refreshWebSubscription(): Promise<{ stopped: boolean } | null> {
  const subscription = await currentSubscription();
  return subscription ? registerWebSubscription(subscription, true) : null;
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks for permission (call it only from the member's click), subscribes and registers the device. */
export async function turnOnWebPush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  if (!(await navigator.serviceWorker.getRegistration())) await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await fetchVapidPublicKey()) }));
  await registerWebSubscription(subscription);
  return 'on';
}

/** Forgets this device on the server, then drops the browser's subscription. */
export async function turnOffWebPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await unregisterPushDevice(subscription.endpoint);
  await subscription.unsubscribe();
}
