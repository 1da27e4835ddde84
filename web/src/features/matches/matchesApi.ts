import { okSchema } from '@mithaq/contract/auth';
import { messagePageSchema, type MessagePage } from '@mithaq/contract/chat';
import {
  IDEMPOTENCY_HEADER,
  matchListSchema,
  matchResponseSchema,
  payResponseSchema,
  rematchResponseSchema,
  type MatchState,
} from '@mithaq/contract/matches';
import { apiFetch } from '../../lib/api';
import { parseOrThrow } from '../../lib/http';

/** How much of an ended match's history the chat-history dialog shows (the server's page limit). */
export const HISTORY_LIMIT = 100;

const matchPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}`;

/** Active matches (GET /api/matches), in the server's order. */
export async function fetchActiveMatches(): Promise<MatchState[]> {
  return parseOrThrow(matchListSchema, await apiFetch<unknown>('/api/matches')).matches;
}

/** Ended matches, minus those removed forever (GET /api/matches/unmatched). */
export async function fetchUnmatched(): Promise<MatchState[]> {
  return parseOrThrow(matchListSchema, await apiFetch<unknown>('/api/matches/unmatched')).matches;
}

export async function fetchMatch(matchId: string): Promise<MatchState> {
  return parseOrThrow(matchResponseSchema, await apiFetch<unknown>(matchPath(matchId))).match;
}

/** The newest messages of a match (oldest first), for the read-only history of an ended match. */
export async function fetchHistory(matchId: string): Promise<MessagePage> {
  return parseOrThrow(messagePageSchema, await apiFetch<unknown>(`${matchPath(matchId)}/messages?limit=${HISTORY_LIMIT}`));
}

/** Pay to unlock (3 tokens, or 6 for express). `key` is the same for every retry of one intent. */
export async function payForMatch(matchId: string, express: boolean, key: string) {
  const body = await apiFetch<unknown>(`${matchPath(matchId)}/pay`, {
    method: 'POST',
    json: { express },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
  return parseOrThrow(payResponseSchema, body);
}

/** Answer the other member's question before paying (issue 28); editable until the chat unlocks. The match as it is now. */
export async function answerMatchQuestion(matchId: string, answer: string): Promise<MatchState> {
  return parseOrThrow(matchResponseSchema, await apiFetch<unknown>(`${matchPath(matchId)}/answer`, { method: 'PUT', json: { answer } })).match;
}

/** Rematch an ended match (3 tokens); the match keeps its id. */
export async function rematchMatch(matchId: string, key: string) {
  const body = await apiFetch<unknown>(`${matchPath(matchId)}/rematch`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key } });
  return parseOrThrow(rematchResponseSchema, body);
}

/** End an active match (1 token after unlock, 3 before). */
export async function unmatchMatch(matchId: string): Promise<void> {
  parseOrThrow(okSchema, await apiFetch<unknown>(`${matchPath(matchId)}/unmatch`, { method: 'POST' }));
}

/** Hide an ended match from the caller's Unmatched list for good. */
export async function removeMatchForever(matchId: string): Promise<void> {
  parseOrThrow(okSchema, await apiFetch<unknown>(`${matchPath(matchId)}/remove-forever`, { method: 'POST' }));
}
