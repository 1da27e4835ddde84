import {
  adjustTokensResponseSchema,
  adminAuditResponseSchema,
  adminMeSchema,
  adminProfileResponseSchema,
  adminProfilesResponseSchema,
  adminReportResponseSchema,
  adminReportsResponseSchema,
  adminSignInStepSchema,
  setActiveResponseSchema,
  type AdjustTokensInput,
  type AdminAuditResponse,
  type AdminMe,
  type AdminProfileDetails,
  type AdminProfilesResponse,
  type AdminReport,
  type AdminReportsResponse,
  type AdminSignInStep,
} from '@mithaq/contract/admin';
import { correctSexResponseSchema, type CorrectSexInput } from '@mithaq/contract/admin';
import { authSessionSchema, type AuthSession } from '@mithaq/contract/auth';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { adminAppealsResponseSchema, type AdminAppeal, type AppealDecisionInput, type DecisionInput } from '@mithaq/contract/reports';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';
import type { ReportFilter } from '../../lib/queryKeys';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

export function pagePath(base: string, params: Record<string, string>, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), ...params });
  if (cursor) query.set('cursor', cursor);
  return `${base}?${query.toString()}`;
}

/** The signed-in admin and the version the server runs. */
export async function fetchAdminMe(): Promise<AdminMe> {
  return parseOrThrow(adminMeSchema, await apiFetch<unknown>('/api/admin/me'));
}

/** The admin login's password step: never a session, but a ticket for the code (and, to enrol, a new secret). */
export async function requestAdminSignIn(email: string, password: string): Promise<AdminSignInStep> {
  const body = await apiFetch<unknown>('/api/admin/sign-in', { method: 'POST', json: { email, password }, bearer: false });
  return parseOrThrow(adminSignInStepSchema, body);
}

/** The code step: the session, for the ticket and a valid authenticator code. */
export async function requestAdminCode(ticket: string, code: string): Promise<AuthSession> {
  const body = await apiFetch<unknown>('/api/admin/sign-in/code', { method: 'POST', json: { ticket, code }, bearer: false });
  return parseOrThrow(authSessionSchema, body);
}

export async function fetchProfiles(search: string, cursor: string | null): Promise<AdminProfilesResponse> {
  const params: Record<string, string> = search ? { q: search } : {};
  return parseOrThrow(adminProfilesResponseSchema, await apiFetch<unknown>(pagePath('/api/admin/profiles', params, cursor)));
}

export async function fetchProfile(id: string): Promise<AdminProfileDetails> {
  return parseOrThrow(adminProfileResponseSchema, await apiFetch<unknown>(`/api/admin/profiles/${id}`)).profile;
}

/** Making inactive (a suspension) carries a fresh authenticator code as `confirm`. */
export async function setProfileActive(id: string, isActive: boolean, confirm?: string): Promise<boolean> {
  const body = await apiFetch<unknown>(`/api/admin/profiles/${id}/active`, { method: 'PUT', json: { isActive, confirm } });
  return parseOrThrow(setActiveResponseSchema, body).isActive;
}

/** Answers the new balance. `key` (one per dialog) makes a retried submit change nothing twice. */
export async function adjustTokens(id: string, input: AdjustTokensInput, key: string): Promise<number> {
  const body = await apiFetch<unknown>(`/api/admin/profiles/${id}/tokens`, { method: 'POST', json: input, headers: { [IDEMPOTENCY_HEADER]: key } });
  return parseOrThrow(adjustTokensResponseSchema, body).balance;
}

export async function deletePicture(pictureId: string, confirm: string): Promise<void> {
  await apiFetch<unknown>(`/api/admin/pictures/${pictureId}`, { method: 'DELETE', json: { confirm } });
}

export async function fetchReports(filter: ReportFilter, cursor: string | null): Promise<AdminReportsResponse> {
  return parseOrThrow(adminReportsResponseSchema, await apiFetch<unknown>(pagePath('/api/admin/reports', { status: filter }, cursor)));
}

/** A moderator's decision on a report (suspension and ban carry the step-up code); answers the report as decided. */
export async function decideReport(reportId: string, input: DecisionInput): Promise<AdminReport> {
  const body = await apiFetch<unknown>(`/api/admin/reports/${reportId}/decision`, { method: 'POST', json: input });
  return parseOrThrow(adminReportResponseSchema, body).report;
}

export async function fetchAppeals(): Promise<AdminAppeal[]> {
  return parseOrThrow(adminAppealsResponseSchema, await apiFetch<unknown>('/api/admin/appeals')).appeals;
}

/** Lifting carries the step-up code as `confirm`; upholding needs none. */
export async function decideAppeal(appealId: string, input: AppealDecisionInput): Promise<void> {
  await apiFetch<unknown>(`/api/admin/appeals/${appealId}/decision`, { method: 'POST', json: input });
}

export async function fetchAudit(cursor: string | null): Promise<AdminAuditResponse> {
  return parseOrThrow(adminAuditResponseSchema, await apiFetch<unknown>(pagePath('/api/admin/audit', {}, cursor)));
}

/** A moderator's correction of a member's sex (members set it once); answers the new one. */
export async function correctSex(id: string, input: CorrectSexInput): Promise<CorrectSexInput['sex']> {
  const body = await apiFetch<unknown>(`/api/admin/profiles/${id}/sex`, { method: 'PUT', json: input });
  return parseOrThrow(correctSexResponseSchema, body).sex;
}

/** A member asked by e-mail to be deleted: the same deletion as their own button, audited with who asked. */
export async function deleteAccountOnRequest(email: string, requestedBy: string, confirm: string): Promise<void> {
  await apiFetch<unknown>('/api/admin/deletion-requests', { method: 'POST', json: { email, requestedBy, confirm } });
}
