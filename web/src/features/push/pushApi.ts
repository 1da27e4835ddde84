import { pushPreferencesSchema, pushRegistrationSchema, vapidPublicKeySchema } from '@mithaq/contract/push';
import type { PushPreferences, PushRegistrationView, RegisterPush } from '@mithaq/contract/push';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/**
 * The push endpoints of contract/push.ts. `registerPushDevice` is the one "register this device
 * with the server" call: the web subscription and the native wrapper's token both go through it.
 */

/**
 * POST /api/push/registrations: register or refresh this device for this session (the server
 * upserts by token). The answer says whether the member stopped it from the devices list.
 */
export async function registerPushDevice(registration: RegisterPush): Promise<PushRegistrationView> {
  return parseOrThrow(pushRegistrationSchema, await apiFetch<unknown>('/api/push/registrations', { method: 'POST', json: registration }));
}

/** POST /api/push/sessions/:id/stop: the devices list's "Stop notifications" on one of the member's devices. */
export async function stopDeviceNotifications(sessionId: string): Promise<void> {
  await apiFetch<unknown>(`/api/push/sessions/${encodeURIComponent(sessionId)}/stop`, { method: 'POST' });
}

/** DELETE /api/push/registrations: forget this device (its native token or web endpoint). */
export async function unregisterPushDevice(token: string): Promise<void> {
  await apiFetch<unknown>('/api/push/registrations', { method: 'DELETE', json: { token } });
}

export async function fetchVapidPublicKey(): Promise<string> {
  return parseOrThrow(vapidPublicKeySchema, await apiFetch<unknown>('/api/push/vapid-public-key')).publicKey;
}

/** The preferences themselves; wrapped as { preferences } is tolerated too. */
function parsePreferences(body: unknown): PushPreferences {
  const inner = typeof body === 'object' && body !== null && 'preferences' in body ? body.preferences : body;
  return parseOrThrow(pushPreferencesSchema, inner);
}

export async function fetchPushPreferences(): Promise<PushPreferences> {
  return parsePreferences(await apiFetch<unknown>('/api/push/preferences'));
}

export async function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return parsePreferences(await apiFetch<unknown>('/api/push/preferences', { method: 'PUT', json: preferences }));
}

/** POST /api/push/test: the server pushes a `test` notification to this member's devices. */
export async function sendTestPush(): Promise<void> {
  await apiFetch<unknown>('/api/push/test', { method: 'POST' });
}
