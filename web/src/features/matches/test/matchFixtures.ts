import type { MessagePage } from '@mithaq/contract/chat';
import type { MatchState } from '@mithaq/contract/matches';
import { noMatchQuestions } from '@mithaq/contract/matchQuestion';
import type { WalletResponse } from '@mithaq/contract/tokens';
import { deckProfile } from '../../discover/test/fixtures';
import { jsonResponse, type RouteHandler } from '../../../test/fakeServer';
import { member } from '../../../test/sessionFixtures';

export const matchId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An active, unlocked match with profile `n` ('Yusuf', 'Omar', ...), no messages yet. */
export function matchState(n: number, overrides: Partial<MatchState> = {}): MatchState {
  return {
    id: matchId(n),
    other: deckProfile(n),
    createdAt: '2025-05-01T10:00:00.000Z',
    unmatchedAt: null,
    endedBy: null,
    iPaid: true,
    theyPaid: true,
    chatUnlocked: true,
    paymentExpiresAt: null,
    initialTimerExpiresAt: null,
    responseTimerExpiresAt: null,
    awaitingResponseFrom: null,
    canRematch: false,
    lastMessage: null,
    unreadCount: 0,
    guardians: [],
    intentionDifferences: [],
    question: noMatchQuestions,
    ...overrides,
  };
}

/** An ended match: the viewer ended it (so may rematch) unless told otherwise. */
export function endedMatch(n: number, overrides: Partial<MatchState> = {}): MatchState {
  return matchState(n, { unmatchedAt: '2025-05-03T10:00:00.000Z', endedBy: 'me', canRematch: true, ...overrides });
}

export const wallet = (balance: number): WalletResponse => ({ balance, transactions: [] });

export const listAnswer = (matches: MatchState[]): RouteHandler => () => jsonResponse(200, { matches });

/** A message page of `contents`, alternating: even ones from the viewer, odd ones from the other. */
export function historyPage(id: string, otherId: string, contents: string[]): MessagePage {
  return {
    hasMore: false,
    messages: contents.map((content, i) => ({
      id: `d0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      seq: i + 1,
      matchId: id,
      senderId: i % 2 === 0 ? member.id : otherId,
      clientId: `e0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      content,
      read: true,
      createdAt: `2025-05-02T1${i}:00:00.000Z`,
    })),
  };
}
