import { isNativeApp } from '../../lib/platform';

/**
 * The number on the app's icon (issue 29), set by each push (PushPayload.badge: the unread
 * notifications), cleared once the member has read the bell's list. One port, two adapters: the
 * store apps clear the icon's badge and the notifications still in the tray (nativePush.ts); an
 * installed web app clears its Badging API badge where the browser has one.
 */
export async function clearAppBadge(): Promise<void> {
  try {
    if (isNativeApp()) {
      const { clearNativeBadge } = await import('./nativePush');
      await clearNativeBadge();
    } else {
      await navigator.clearAppBadge?.();
    }
  } catch (error) {
    // A badge that stays is harmless: the next push sets the right number.
    console.warn('App badge not cleared', error);
  }
}
