import { verificationEndpoints as endpoints } from '@mithaq/contract/endpoints/verification';
import type { VerificationAskResponse } from '@mithaq/contract/photoSafety';
import { callApi } from '../../lib/callApi';

/** The match's newest request to verify, and whether the viewer may ask now. */
export async function fetchVerificationAsk(matchId: string): Promise<VerificationAskResponse> {
  return callApi(endpoints.ask, { params: { id: matchId } });
}

/** Asks the other member to verify within 7 days (they are notified). */
export async function askToVerify(matchId: string): Promise<void> {
  await callApi(endpoints.askToVerify, { params: { id: matchId } });
}

/** Ends the match at no cost, once the asked member let the 7 days pass without verifying. */
export async function endAfterUnmetAsk(matchId: string): Promise<void> {
  await callApi(endpoints.endAfterUnmetAsk, { params: { id: matchId } });
}
