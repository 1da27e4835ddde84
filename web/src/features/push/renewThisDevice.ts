import { isNativeApp } from '../../lib/platform';

/**
 * Sends this device's push registration again for the session just started: the wrapper's token,
 * or the browser's subscription when it has one (permission granted). The code loads on demand,
 * so the first page carries none of it. A failure is only logged: the Account page renews too.
 */
export function renewThisDevice(): void {
  const failed = (error: unknown) => console.warn('Push registration not renewed', error);
  if (isNativeApp()) {
    import('./nativePush').then(({ renewNativePush }) => renewNativePush()).catch(failed);
    return;
  }
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  import('./webPush').then(({ refreshWebSubscription }) => refreshWebSubscription()).catch(failed);
}
