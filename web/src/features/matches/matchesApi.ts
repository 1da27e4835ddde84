import { chatEndpoints } from '@mithaq/contract/endpoints/chat';
import { matchesEndpoints as endpoints } from '@mithaq/contract/endpoints/matches';
import type { MessagePage } from '@mithaq/contract/chat';
import { IDEMPOTENCY_HEADER, type MatchState } from '@mithaq/contract/matches';
import { callApi } from '../../lib/callApi';

/** How much of an ended match's history the chat-history dialog shows (the server's page limit). */
export const HISTORY_LIMIT = 100;

/** Active matches (GET /api/matches), in the server's order. */
export async function fetchActiveMatches(): Promise<MatchState[]> {
  return (await callApi(endpoints.listActive)).matches;
}

/** Ended matches, minus those removed forever (GET /api/matches/unmatched). */
export async function fetchUnmatched(): Promise<MatchState[]> {
  return (await callApi(endpoints.listUnmatched)).matches;
}

export async function fetchMatch(matchId: string): Promise<MatchState> {
  return (await callApi(endpoints.get, { params: { id: matchId } })).match;
}

/** The newest messages of a match (oldest first), for the read-only history of an ended match. */
export async function fetchHistory(matchId: string): Promise<MessagePage> {
  return callApi(chatEndpoints.history, { params: { id: matchId }, query: { limit: HISTORY_LIMIT } });
}

/** Pay to unlock (3 tokens, or 6 for express). `key` is the same for every retry of one intent. */
export async function payForMatch(matchId: string, express: boolean, key: string) {
  return callApi(endpoints.pay, { params: { id: matchId }, body: { express }, headers: { [IDEMPOTENCY_HEADER]: key } });
}

/** Answer the other member's question before paying (issue 28); editable until the chat unlocks. The match as it is now. */
export async function answerMatchQuestion(matchId: string, answer: string): Promise<MatchState> {
  return (await callApi(endpoints.answer, { params: { id: matchId }, body: { answer } })).match;
}

/** Rematch an ended match (3 tokens); the match keeps its id. */
export async function rematchMatch(matchId: string, key: string) {
  return callApi(endpoints.rematch, { params: { id: matchId }, headers: { [IDEMPOTENCY_HEADER]: key } });
}

/** End an active match (1 token after unlock, 3 before). */
export async function unmatchMatch(matchId: string): Promise<void> {
  await callApi(endpoints.unmatch, { params: { id: matchId } });
}

/** Hide an ended match from the caller's Unmatched list for good. */
export async function removeMatchForever(matchId: string): Promise<void> {
  await callApi(endpoints.removeForever, { params: { id: matchId } });
}
