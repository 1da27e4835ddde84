import { deviceSessionsResponseSchema, marketingConsentSchema, reminderEmailsSchema } from '@mithaq/contract/account';
import type { DeviceSession, MarketingConsent, ReminderEmails } from '@mithaq/contract/account';
import { authSessionSchema } from '@mithaq/contract/auth';
import type { AuthSession } from '@mithaq/contract/auth';
import { myReportsResponseSchema, type MyReport } from '@mithaq/contract/reports';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** The account controls' calls (contract/account.ts and the auth endpoints they use). */

export async function fetchMarketing(): Promise<MarketingConsent> {
  return parseOrThrow(marketingConsentSchema, await apiFetch<unknown>('/api/account/marketing'));
}

export async function saveMarketing(consent: boolean): Promise<MarketingConsent> {
  return parseOrThrow(marketingConsentSchema, await apiFetch<unknown>('/api/account/marketing', { method: 'PUT', json: { consent } }));
}

export async function fetchReminderEmails(): Promise<ReminderEmails> {
  return parseOrThrow(reminderEmailsSchema, await apiFetch<unknown>('/api/account/reminder-emails'));
}

export async function saveReminderEmails(enabled: boolean): Promise<ReminderEmails> {
  return parseOrThrow(reminderEmailsSchema, await apiFetch<unknown>('/api/account/reminder-emails', { method: 'PUT', json: { enabled } }));
}

export async function fetchDevices(): Promise<DeviceSession[]> {
  return parseOrThrow(deviceSessionsResponseSchema, await apiFetch<unknown>('/api/auth/sessions')).sessions;
}

export async function signOutDevice(sessionId: string): Promise<void> {
  await apiFetch<unknown>(`/api/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** The answer is this device's fresh session: every other one has ended. */
export async function changePassword(currentPassword: string, password: string): Promise<AuthSession> {
  const body = await apiFetch<unknown>('/api/auth/me/password', { method: 'PUT', json: { currentPassword, password } });
  return parseOrThrow(authSessionSchema, body);
}

export async function signOutEverywhere(): Promise<void> {
  await apiFetch<unknown>('/api/auth/sign-out-everywhere', { method: 'POST' });
}

/** The member's own reports, newest first: open or handled, never the decision. */
export async function fetchMyReports(): Promise<MyReport[]> {
  return parseOrThrow(myReportsResponseSchema, await apiFetch<unknown>('/api/reports')).reports;
}
