import { pushEndpoints as endpoints } from '@mithaq/contract/endpoints/push';
import type { PushPreferences, PushRegistrationView, RegisterPush } from '@mithaq/contract/push';
import { callApi } from '../../lib/callApi';

/**
 * The push endpoints of contract/push.ts. `registerPushDevice` is the one "register this device
 * with the server" call: the web subscription and the native wrapper's token both go through it.
 */

/**
 * POST /api/push/registrations: register or refresh this device for this session (the server
 * upserts by token). The answer says whether the member stopped it from the devices list.
 */
export async function registerPushDevice(registration: RegisterPush): Promise<PushRegistrationView> {
  return callApi(endpoints.register, { body: registration });
}

/** POST /api/push/sessions/:id/stop: the devices list's "Stop notifications" on one of the member's devices. */
export async function stopDeviceNotifications(sessionId: string): Promise<void> {
  await callApi(endpoints.stopDevice, { params: { sessionId } });
}

/** DELETE /api/push/registrations: forget this device (its native token or web endpoint). */
export async function unregisterPushDevice(token: string): Promise<void> {
  await callApi(endpoints.unregister, { body: { token } });
}

export async function fetchVapidPublicKey(): Promise<string> {
  return (await callApi(endpoints.vapidPublicKey)).publicKey;
}

export async function fetchPushPreferences(): Promise<PushPreferences> {
  return callApi(endpoints.preferences);
}

export async function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return callApi(endpoints.savePreferences, { body: preferences });
}

/** POST /api/push/test: the server pushes a `test` notification to this member's devices. */
export async function sendTestPush(): Promise<void> {
  await callApi(endpoints.test);
}
