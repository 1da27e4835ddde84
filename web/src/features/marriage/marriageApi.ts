import { marriageResponseSchema, type MarriageResponse } from '@mithaq/contract/marriage';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

const base = (matchId: string) => `/api/matches/${matchId}/marriage`;

/** The match's "We got married", as the viewer sees it, and whether they may say it now. */
export async function fetchMarriage(matchId: string): Promise<MarriageResponse> {
  return parseOrThrow(marriageResponseSchema, await apiFetch<unknown>(base(matchId)));
}

/** Says it, confirms it, or declines (withdraws) it. */
export async function marriageAction(matchId: string, action: 'say' | 'confirm' | 'decline'): Promise<void> {
  await apiFetch<unknown>(action === 'say' ? base(matchId) : `${base(matchId)}/${action}`, { method: 'POST' });
}

/** This member's choice to keep the chat after the 30 days. */
export async function keepChat(matchId: string, keep: boolean): Promise<MarriageResponse> {
  return parseOrThrow(marriageResponseSchema, await apiFetch<unknown>(`${base(matchId)}/keep-chat`, { method: 'PUT', json: { keep } }));
}
