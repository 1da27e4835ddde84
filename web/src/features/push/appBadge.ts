import { devicePush } from './devicePush';

/**
 * The number on the app's icon (issue 29), set by each push (PushPayload.badge: the unread
 * notifications), cleared once the member has read the bell's list: the store apps clear the
 * icon's badge and the notifications still in the tray; an installed web app clears its Badging
 * API badge where the browser has one (devicePush.ts).
 */
export async function clearAppBadge(): Promise<void> {
  try {
    await devicePush().clearBadge();
  } catch (error) {
    // A badge that stays is harmless: the next push sets the right number.
    console.warn('App badge not cleared', error);
  }
}
