import { verificationAskResponseSchema, type VerificationAskResponse } from '@mithaq/contract/photoSafety';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** The match's newest request to verify, and whether the viewer may ask now. */
export async function fetchVerificationAsk(matchId: string): Promise<VerificationAskResponse> {
  return parseOrThrow(verificationAskResponseSchema, await apiFetch<unknown>(`/api/matches/${matchId}/verification-ask`));
}

/** Asks the other member to verify within 7 days (they are notified). */
export async function askToVerify(matchId: string): Promise<void> {
  await apiFetch<unknown>(`/api/matches/${matchId}/verification-ask`, { method: 'POST' });
}

/** Ends the match at no cost, once the asked member let the 7 days pass without verifying. */
export async function endAfterUnmetAsk(matchId: string): Promise<void> {
  await apiFetch<unknown>(`/api/matches/${matchId}/verification-ask/end`, { method: 'POST' });
}
