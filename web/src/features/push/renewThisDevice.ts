import { devicePush } from './devicePush';

/**
 * Sends this device's push registration again for the session just started: the wrapper's token,
 * or the browser's subscription when it has one (permission granted; devicePush.ts). The code
 * loads on demand, so the first page carries none of it. A failure is only logged: the Account
 * page renews too.
 */
export function renewThisDevice(): void {
  devicePush()
    .renew()
    .catch((error: unknown) => console.warn('Push registration not renewed', error));
}
