import { devicePush } from './devicePush';

/** Sign-out waits at most this long for the server to forget the device (offline it never answers). */
const FORGET_LIMIT_MS = 3000;

/**
 * Before signing out: this device stops receiving the member's pushes (issue 15: sign-out of a
 * device removes its registration; devicePush.ts: the browser's subscription or the wrapper's
 * token). Never throws and never holds sign-out up for long; a registration left behind is
 * removed by the server when the push service answers 404/410.
 */
export async function forgetThisDevice(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_LIMIT_MS);
  });
  try {
    await Promise.race([devicePush().forget().catch(() => undefined), limit]);
  } finally {
    clearTimeout(timer);
  }
}
