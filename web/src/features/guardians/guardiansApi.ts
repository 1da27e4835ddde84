import { guardiansEndpoints as endpoints } from '@mithaq/contract/endpoints/guardians';
import type { GuardianInviteInfo, GuardianList, GuardianView, InviteGuardian } from '@mithaq/contract/guardians';
import { callApi } from '../../lib/callApi';

/** The guardian endpoints of contract/guardians.ts: the member's (signed in) and the guardian's (the mailed token). */

/** The member's guardians, and whether (or from when) they may invite another. */
export async function fetchGuardians(): Promise<GuardianList> {
  return callApi(endpoints.list);
}

export async function inviteGuardian(input: InviteGuardian): Promise<GuardianView> {
  return callApi(endpoints.invite, { body: input });
}

export async function resendInvite(id: string): Promise<GuardianView> {
  return callApi(endpoints.resend, { params: { id } });
}

export async function revokeGuardian(id: string): Promise<GuardianView> {
  return callApi(endpoints.revoke, { params: { id } });
}

/** No account: these calls carry the link's token and no access token. */
export async function fetchInvite(token: string): Promise<GuardianInviteInfo> {
  return callApi(endpoints.inviteInfo, { query: { token }, bearer: false });
}

export async function acceptInvite(token: string): Promise<string> {
  return (await callApi(endpoints.accept, { body: { token }, bearer: false })).memberName;
}

export async function stopTranscripts(token: string): Promise<string> {
  return (await callApi(endpoints.stop, { body: { token }, bearer: false })).memberName;
}
