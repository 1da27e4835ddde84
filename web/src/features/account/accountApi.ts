import type { DeviceSession, MarketingConsent, ReminderEmails } from '@mithaq/contract/account';
import type { AuthSession } from '@mithaq/contract/auth';
import { accountEndpoints } from '@mithaq/contract/endpoints/account';
import { authEndpoints } from '@mithaq/contract/endpoints/auth';
import { safetyEndpoints } from '@mithaq/contract/endpoints/safety';
import type { MyReport } from '@mithaq/contract/reports';
import { callApi } from '../../lib/callApi';

/** The account controls' calls (contract/account.ts and the auth endpoints they use). */

export async function fetchMarketing(): Promise<MarketingConsent> {
  return callApi(accountEndpoints.marketing);
}

export async function saveMarketing(consent: boolean): Promise<MarketingConsent> {
  return callApi(accountEndpoints.setMarketing, { body: { consent } });
}

export async function fetchReminderEmails(): Promise<ReminderEmails> {
  return callApi(accountEndpoints.reminderEmails);
}

export async function saveReminderEmails(enabled: boolean): Promise<ReminderEmails> {
  return callApi(accountEndpoints.setReminderEmails, { body: { enabled } });
}

export async function fetchDevices(): Promise<DeviceSession[]> {
  return (await callApi(authEndpoints.sessions)).sessions;
}

export async function signOutDevice(sessionId: string): Promise<void> {
  await callApi(authEndpoints.signOutDevice, { params: { sessionId } });
}

/** The answer is this device's fresh session: every other one has ended. */
export async function changePassword(currentPassword: string, password: string): Promise<AuthSession> {
  return callApi(authEndpoints.changePassword, { body: { currentPassword, password } });
}

export async function signOutEverywhere(): Promise<void> {
  await callApi(authEndpoints.signOutEverywhere);
}

/** The member's own reports, newest first: open or handled, never the decision. */
export async function fetchMyReports(): Promise<MyReport[]> {
  return (await callApi(safetyEndpoints.myReports)).reports;
}
