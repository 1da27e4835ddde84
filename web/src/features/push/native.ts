import { NATIVE_APP_VERSION, PUSH_TOKEN_FIRST_READ_MS, PUSH_TOKEN_POLL_MS } from '@mithaq/contract/push';
import type { RegisterPush } from '@mithaq/contract/push';
import type { PluginListenerHandle } from '@capacitor/core';
import type { DevicePlugin } from '@capacitor/device';
import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import { tapPathOf } from './pushDisplay';

/**
 * Push in the native wrapper (spec §4): uninitialised → permission granted → registered with a
 * token → token sent to the server; a denied permission leaves push disabled. The plugin hands
 * the token over in an event; the app reads it 1 s after registering, then every 2 s until there
 * is one, and sends it to the server once. A tap on a notification opens the screen of spec §8
 * through the same routing as the web worker (pushDisplay.tapPathOf).
 *
 * A registration belongs to the session that sent it (issue 26), so the token goes again, as a
 * renewal, at every start and whenever a session starts (renew()). 'stopped': the member stopped
 * this device from the devices list; renewals leave it so, their tap here (enable()) starts it.
 *
 * The plugins are parameters (the boundary tests replace); nativePush.ts loads the real ones.
 */

export type NativePushState = 'uninitialised' | 'granted' | 'registered' | 'sent' | 'stopped' | 'disabled' | 'unsupported';

export type PushPort = Pick<PushNotificationsPlugin, 'checkPermissions' | 'requestPermissions' | 'register' | 'addListener'>;
export type DevicePort = Pick<DevicePlugin, 'getInfo'>;

export interface NativePushDeps {
  push: PushPort;
  device: DevicePort;
  /** POST /api/push/registrations (pushApi.registerPushDevice). */
  send: (registration: RegisterPush) => Promise<{ stopped: boolean }>;
  /** DELETE /api/push/registrations (pushApi.unregisterPushDevice). */
  remove: (token: string) => Promise<void>;
  /** Opens an app path (the router's navigate). */
  navigate: (path: string) => void;
  /** The wrapper's version label for the spec's device info, e.g. 'Capacitor 7.6.9'. */
  versionLabel: string;
  /** The member's "Turn off" on this device, kept across launches (the OS permission stays granted). */
  turnedOff: { get(): boolean; set(off: boolean): void };
}

type StateListener = (state: NativePushState) => void;

export interface NativePush {
  /** At start-up: tap routing, and registration when permission was granted before (no prompt). */
  start(): Promise<NativePushState>;
  /** After the member's gesture only (spec §4, issue 15): asks permission, then registers. */
  enable(): Promise<NativePushState>;
  /** A session started (sign-in, or the app opened signed in): the token goes again, for it. */
  renew(): Promise<NativePushState>;
  /** The member turns push off here: the server forgets this device until enable(). */
  disable(): Promise<void>;
  /** Signing out: the server forgets this device; the next member's enable() (or the Account page) sends it again. */
  forget(): Promise<void>;
  state(): NativePushState;
  /** Tells `listener` of every state change; returns the unsubscribe function. */
  subscribe(listener: StateListener): () => void;
}

export function createNativePush(deps: NativePushDeps): NativePush {
  let state: NativePushState = 'uninitialised';
  let token: string | null = null;
  let sentToken: string | null = null;
  /** What the server answered for the token sent: stopped from the devices list, or not. */
  let sentAs: 'sent' | 'stopped' = 'sent';
  let poll: ReturnType<typeof setTimeout> | null = null;
  let tokenListener: Promise<PluginListenerHandle> | null = null;
  let started: Promise<NativePushState> | null = null;
  const listeners = new Set<StateListener>();

  const setState = (next: NativePushState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(next);
  };

  /** `renew`: the app sending on its own (start, a session start), not the member's tap. */
  async function sendToken(value: string, renew: boolean) {
    const info = await deps.device.getInfo();
    if (info.platform === 'web') return setState('unsupported');
    const deviceInfo = { platform: info.platform, timestamp: new Date().toISOString(), version: deps.versionLabel, appVersion: NATIVE_APP_VERSION };
    const answer = await deps.send({ platform: info.platform, token: value, deviceInfo, ...(renew ? { renew } : {}) });
    sentToken = value;
    sentAs = answer.stopped ? 'stopped' : 'sent';
    setState(sentAs);
  }

  /** One read of the token the plugin delivered: sends it once, or reads again in 2 s. */
  function readToken(renew: boolean) {
    poll = null;
    if (deps.turnedOff.get()) return;
    if (token === null) {
      poll = setTimeout(() => readToken(renew), PUSH_TOKEN_POLL_MS);
      return;
    }
    setState(sentToken === token ? sentAs : 'registered');
    // A failure is only logged (spec §8); the next enable() tries again.
    if (sentToken !== token) sendToken(token, renew).catch((error: unknown) => console.warn('Push token not sent', error));
  }

  async function register(renew: boolean): Promise<NativePushState> {
    setState('granted');
    tokenListener ??= deps.push.addListener('registration', ({ value }) => {
      token = value;
    });
    await tokenListener;
    await deps.push.register();
    if (poll === null) poll = setTimeout(() => readToken(renew), PUSH_TOKEN_FIRST_READ_MS);
    return state;
  }

  function follow(receive: string, renew: boolean): Promise<NativePushState> | NativePushState {
    if (receive === 'granted') return register(renew);
    if (receive === 'denied') setState('disabled');
    return state;
  }

  async function forgetOnServer() {
    const forgotten = sentToken;
    sentToken = null;
    if (forgotten !== null) await deps.remove(forgotten);
  }

  return {
    start() {
      started ??= (async () => {
        await deps.push.addListener('pushNotificationActionPerformed', (action) => deps.navigate(tapPathOf(action.notification.data)));
        const { receive } = await deps.push.checkPermissions();
        return receive === 'granted' && deps.turnedOff.get() ? state : follow(receive, true);
      })();
      return started;
    },
    async renew() {
      if (!deps.turnedOff.get() && token !== null && state !== 'unsupported') await sendToken(token, true);
      return state;
    },
    async enable() {
      deps.turnedOff.set(false);
      if (state === 'stopped' && token !== null) await sendToken(token, false);
      if (state === 'sent' || state === 'unsupported') return state;
      if (token !== null) {
        readToken(false);
        return state;
      }
      return follow((await deps.push.requestPermissions()).receive, false);
    },
    async disable() {
      deps.turnedOff.set(true);
      if (state !== 'disabled' && state !== 'unsupported') setState('uninitialised');
      await forgetOnServer();
    },
    async forget() {
      if (state === 'sent') setState('registered');
      await forgetOnServer();
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
