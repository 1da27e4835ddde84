import { byPlatform } from '../../lib/platform';
import { startServiceWorker } from './serviceWorker';

/**
 * This device's notifications (issues 15, 26, 29): one port, two adapters, chosen by
 * web/src/lib/platform.ts byPlatform. The browser's: the service worker, its Web Push
 * subscription and the Badging API; the native wrapper's: the push plugin's flow (nativePush.ts,
 * over native.ts). The code behind either loads on demand, so the first page carries neither.
 * The Account page's control (usePushControl) is chosen the same way in nativeControl.ts.
 */
export interface DevicePush {
  /** At start-up (main.tsx): the service worker, or the wrapper's tap routing and earlier registration. */
  start(navigate: (path: string) => void): void;
  /** A session started: this device's registration goes again, for it. */
  renew(): Promise<void>;
  /** Before signing out: the server stops pushing this member here. */
  forget(): Promise<void>;
  /** The bell's list was read: the icon's number (and the wrapper's tray) clears. */
  clearBadge(): Promise<void>;
}

const browserPush: DevicePush = {
  start: () => startServiceWorker(),
  renew: async () => {
    // Only a browser that already allowed notifications has a subscription to send again.
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
    await (await import('./webPush')).refreshWebSubscription();
  },
  forget: async () => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    await (await import('./webPush')).turnOffWebPush();
  },
  clearBadge: async () => {
    await navigator.clearAppBadge?.();
  },
};

const nativePush: DevicePush = {
  start: (navigate) => {
    import('./nativePush')
      .then(({ startNativePush }) => startNativePush(navigate))
      .catch((error: unknown) => console.warn('Native push unavailable', error));
  },
  renew: async () => (await import('./nativePush')).renewNativePush(),
  forget: async () => (await import('./nativePush')).forgetNativePush(),
  clearBadge: async () => (await import('./nativePush')).clearNativeBadge(),
};

export function devicePush(): DevicePush {
  return byPlatform({ browser: browserPush, native: nativePush });
}
