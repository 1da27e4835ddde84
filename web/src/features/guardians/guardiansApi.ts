import {
  guardianAnswerSchema,
  guardianInviteInfoSchema,
  guardianListSchema,
  guardianViewSchema,
  type GuardianInviteInfo,
  type GuardianList,
  type GuardianView,
  type InviteGuardian,
} from '@mithaq/contract/guardians';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** The guardian endpoints of contract/guardians.ts: the member's (signed in) and the guardian's (the mailed token). */

/** The member's guardians, and whether (or from when) they may invite another. */
export async function fetchGuardians(): Promise<GuardianList> {
  return parseOrThrow(guardianListSchema, await apiFetch<unknown>('/api/guardians'));
}

export async function inviteGuardian(input: InviteGuardian): Promise<GuardianView> {
  return parseOrThrow(guardianViewSchema, await apiFetch<unknown>('/api/guardians', { method: 'POST', json: input }));
}

export async function resendInvite(id: string): Promise<GuardianView> {
  return parseOrThrow(guardianViewSchema, await apiFetch<unknown>(`/api/guardians/${id}/resend`, { method: 'POST' }));
}

export async function revokeGuardian(id: string): Promise<GuardianView> {
  return parseOrThrow(guardianViewSchema, await apiFetch<unknown>(`/api/guardians/${id}`, { method: 'DELETE' }));
}

/** No account: these calls carry the link's token and no access token. */
export async function fetchInvite(token: string): Promise<GuardianInviteInfo> {
  return parseOrThrow(guardianInviteInfoSchema, await apiFetch<unknown>(`/api/guardians/invite?token=${encodeURIComponent(token)}`, { bearer: false }));
}

export async function acceptInvite(token: string): Promise<string> {
  const answer = await apiFetch<unknown>('/api/guardians/accept', { method: 'POST', json: { token }, bearer: false });
  return parseOrThrow(guardianAnswerSchema, answer).memberName;
}

export async function stopTranscripts(token: string): Promise<string> {
  const answer = await apiFetch<unknown>('/api/guardians/stop', { method: 'POST', json: { token }, bearer: false });
  return parseOrThrow(guardianAnswerSchema, answer).memberName;
}
