import { isNativeApp } from '../../lib/platform';
import { forgetNativePush } from './nativePush';
import { turnOffWebPush } from './webPush';

/** Sign-out waits at most this long for the server to forget the device (offline it never answers). */
const FORGET_LIMIT_MS = 3000;

/**
 * Before signing out: this browser stops receiving the member's pushes (issue 15: sign-out of a
 * device removes its registration). Never throws and never holds sign-out up for long; a
 * registration left behind is removed by the server when the push service answers 404/410.
 * In the native wrapper the server forgets its token (nativePush.ts).
 */
export async function forgetThisDevice(): Promise<void> {
  const native = isNativeApp();
  if (!native && (typeof navigator === 'undefined' || !('serviceWorker' in navigator))) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_LIMIT_MS);
  });
  try {
    await Promise.race([(native ? forgetNativePush() : turnOffWebPush()).catch(() => undefined), limit]);
  } finally {
    clearTimeout(timer);
  }
}
