import type {
  AdjustTokensInput,
  AdminAuditResponse,
  AdminMe,
  AdminProfileDetails,
  AdminProfilesResponse,
  AdminReport,
  AdminReportsResponse,
  AdminSignInStep,
  CorrectSexInput,
} from '@mithaq/contract/admin';
import type { AuthSession } from '@mithaq/contract/auth';
import { adminEndpoints as endpoints } from '@mithaq/contract/endpoints/admin';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import type { AdminAppeal, AppealDecisionInput, DecisionInput } from '@mithaq/contract/reports';
import { callApi } from '../../lib/callApi';
import type { ReportFilter } from '../../lib/queryKeys';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** An admin list's query: a page of ADMIN_PAGE_SIZE rows after `cursor` (null for the first). */
export function pageQuery<P extends object>(params: P, cursor: string | null) {
  return { limit: ADMIN_PAGE_SIZE, ...params, cursor: cursor ?? undefined };
}

/** The signed-in admin and the version the server runs. */
export async function fetchAdminMe(): Promise<AdminMe> {
  return callApi(endpoints.me);
}

/** The admin login's password step: never a session, but a ticket for the code (and, to enrol, a new secret). */
export async function requestAdminSignIn(email: string, password: string): Promise<AdminSignInStep> {
  return callApi(endpoints.signIn, { body: { email, password }, bearer: false });
}

/** The code step: the session, for the ticket and a valid authenticator code. */
export async function requestAdminCode(ticket: string, code: string): Promise<AuthSession> {
  return callApi(endpoints.signInCode, { body: { ticket, code }, bearer: false });
}

export async function fetchProfiles(search: string, cursor: string | null): Promise<AdminProfilesResponse> {
  return callApi(endpoints.profiles, { query: pageQuery(search ? { q: search } : {}, cursor) });
}

export async function fetchProfile(id: string): Promise<AdminProfileDetails> {
  return (await callApi(endpoints.profile, { params: { profileId: id } })).profile;
}

/** Making inactive (a suspension) carries a fresh authenticator code as `confirm`. */
export async function setProfileActive(id: string, isActive: boolean, confirm?: string): Promise<boolean> {
  return (await callApi(endpoints.setActive, { params: { profileId: id }, body: { isActive, confirm } })).isActive;
}

/** Answers the new balance. `key` (one per dialog) makes a retried submit change nothing twice. */
export async function adjustTokens(id: string, input: AdjustTokensInput, key: string): Promise<number> {
  return (await callApi(endpoints.adjustTokens, { params: { profileId: id }, body: input, headers: { [IDEMPOTENCY_HEADER]: key } })).balance;
}

export async function deletePicture(pictureId: string, confirm: string): Promise<void> {
  await callApi(endpoints.deletePicture, { params: { pictureId }, body: { confirm } });
}

export async function fetchReports(filter: ReportFilter, cursor: string | null): Promise<AdminReportsResponse> {
  return callApi(endpoints.reports, { query: pageQuery({ status: filter }, cursor) });
}

/** A moderator's decision on a report (suspension and ban carry the step-up code); answers the report as decided. */
export async function decideReport(reportId: string, input: DecisionInput): Promise<AdminReport> {
  return (await callApi(endpoints.decideReport, { params: { reportId }, body: input })).report;
}

export async function fetchAppeals(): Promise<AdminAppeal[]> {
  return (await callApi(endpoints.appeals)).appeals;
}

/** Lifting carries the step-up code as `confirm`; upholding needs none. */
export async function decideAppeal(appealId: string, input: AppealDecisionInput): Promise<void> {
  await callApi(endpoints.decideAppeal, { params: { appealId }, body: input });
}

export async function fetchAudit(cursor: string | null): Promise<AdminAuditResponse> {
  return callApi(endpoints.audit, { query: pageQuery({}, cursor) });
}

/** A moderator's correction of a member's sex (members set it once); answers the new one. */
export async function correctSex(id: string, input: CorrectSexInput): Promise<CorrectSexInput['sex']> {
  return (await callApi(endpoints.correctSex, { params: { profileId: id }, body: input })).sex;
}

/** A member asked by e-mail to be deleted: the same deletion as their own button, audited with who asked. */
export async function deleteAccountOnRequest(email: string, requestedBy: string, confirm: string): Promise<void> {
  await callApi(endpoints.deletionRequest, { body: { email, requestedBy, confirm } });
}
