import { marriageEndpoints as endpoints } from '@mithaq/contract/endpoints/marriage';
import type { MarriageResponse } from '@mithaq/contract/marriage';
import { callApi } from '../../lib/callApi';

/** The match's "We got married", as the viewer sees it, and whether they may say it now. */
export async function fetchMarriage(matchId: string): Promise<MarriageResponse> {
  return callApi(endpoints.get, { params: { id: matchId } });
}

/** Says it, confirms it, or declines (withdraws) it. */
export async function marriageAction(matchId: string, action: 'say' | 'confirm' | 'decline'): Promise<void> {
  await callApi(endpoints[action], { params: { id: matchId } });
}

/** This member's choice to keep the chat after the 30 days. */
export async function keepChat(matchId: string, keep: boolean): Promise<MarriageResponse> {
  return callApi(endpoints.keepChat, { params: { id: matchId }, body: { keep } });
}
