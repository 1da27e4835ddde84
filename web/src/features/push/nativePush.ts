import { version as capacitorVersion } from '@capacitor/core/package.json';
import { createNativePush, type NativePush, type NativePushState } from './native';
import { registerPushDevice, unregisterPushDevice } from './pushApi';

/**
 * The app's one native push flow (native.ts) wired to the real plugins: the wrapper's adapter
 * of devicePush.ts, which alone starts it; until then the state is 'unsupported'. The plugins are
 * imported on demand so the web bundle does not carry them. The Account page calls these through
 * nativeControl.ts.
 */

/** The spec's "native-wrapper version label" of the device info, from the installed Capacitor. */
export const NATIVE_VERSION_LABEL = `Capacitor ${capacitorVersion}`;

const TURNED_OFF_KEY = 'mithaq.nativePushOff';
const turnedOff = {
  get: () => localStorage.getItem(TURNED_OFF_KEY) === '1',
  set: (off: boolean) => (off ? localStorage.setItem(TURNED_OFF_KEY, '1') : localStorage.removeItem(TURNED_OFF_KEY)),
};

let flow: Promise<NativePush> | null = null;

async function load(navigate: (path: string) => void): Promise<NativePush> {
  const [{ PushNotifications }, { Device }] = await Promise.all([import('@capacitor/push-notifications'), import('@capacitor/device')]);
  return createNativePush({
    push: PushNotifications,
    device: Device,
    send: registerPushDevice,
    remove: unregisterPushDevice,
    navigate,
    versionLabel: NATIVE_VERSION_LABEL,
    turnedOff,
  });
}

/** At start-up (devicePush.ts, from main.tsx): routes taps, and re-registers when permission was granted before. */
export function startNativePush(navigate: (path: string) => void): void {
  if (flow) return;
  flow = load(navigate);
  void flow.then((push) => push.start()).catch((error: unknown) => console.warn('Native push unavailable', error));
}

/** The member's "Turn on notifications" in the wrapper: asks permission, registers, sends the token. */
export async function enableNativePush(): Promise<NativePushState> {
  return flow ? (await flow).enable() : 'unsupported';
}

/** A session started (PushSync): the token goes to the server again, for this session. */
export async function renewNativePush(): Promise<void> {
  if (flow) await (await flow).renew();
}

export async function disableNativePush(): Promise<void> {
  if (flow) await (await flow).disable();
}

/** Before signing out (forgetThisDevice): the server stops pushing this member to this device. */
export async function forgetNativePush(): Promise<void> {
  if (flow) await (await flow).forget();
}

/** The bell's list was read (appBadge.ts): the icon's number and the tray's notifications go. */
export async function clearNativeBadge(): Promise<void> {
  const [{ Badge }, { PushNotifications }] = await Promise.all([import('@capawesome/capacitor-badge'), import('@capacitor/push-notifications')]);
  await Promise.all([Badge.clear(), PushNotifications.removeAllDeliveredNotifications()]);
}

/** The current state, for the Account page's Notifications card. */
export async function nativePushState(): Promise<NativePushState> {
  return flow ? (await flow).state() : 'unsupported';
}

/** Follows the state (resolves to the unsubscribe function). */
export async function onNativePushState(listener: (state: NativePushState) => void): Promise<() => void> {
  return flow ? (await flow).subscribe(listener) : () => {};
}
