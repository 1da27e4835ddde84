import { NATIVE_APP_VERSION, type PushPayload } from '@mithaq/contract/push';
import { call } from './client';
import type { TestUser } from './factories';
import { accessTokenNow } from './matches';
import type { BrowserSubscription, PushReceiver } from './push-receiver';
import type { TestServer } from './server';

const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Chrome', appVersion: NATIVE_APP_VERSION };

/** The session an access token names (its `sid` claim): the id the devices list shows. */
export const sessionIdOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;

export interface PushDevice {
  browser: BrowserSubscription;
  /** The access token of the device's current session. */
  token: string;
  sessionId: string;
  /** Sends the browser's subscription with the device's session (`renew`: the app doing it on its own). */
  register(renew?: boolean): ReturnType<typeof call<{ stopped: boolean }>>;
  /** Signs the member in again on this device (a new session), as after being signed out. */
  signInAgain(): Promise<void>;
  /** The pushes this device's browser received, decrypted. */
  pushes(): PushPayload[];
}

/** One of a member's browsers: a session of its own (signed in there) and a push subscription at the receiver. */
export async function pushDevice(
  { server, receiver }: { server: TestServer; receiver: PushReceiver },
  member: Pick<TestUser, 'id' | 'email'>,
): Promise<PushDevice> {
  const browser = receiver.subscribe();
  const device: PushDevice = {
    browser,
    token: '',
    sessionId: '',
    register: (renew) =>
      call<{ stopped: boolean }>(server, 'POST', '/api/push/registrations', {
        platform: 'web',
        subscription: { endpoint: browser.endpoint, keys: browser.keys },
        deviceInfo,
        ...(renew === undefined ? {} : { renew }),
      }, { token: device.token }),
    async signInAgain() {
      device.token = await accessTokenNow(server, member);
      device.sessionId = sessionIdOf(device.token);
    },
    pushes: () => receiver.to(browser).map((push) => push.payload as PushPayload),
  };
  await device.signInAgain();
  const registered = await device.register();
  if (registered.status !== 200) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return device;
}
