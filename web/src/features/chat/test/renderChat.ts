import type { ChatMessage } from '@mithaq/contract/chat';
import type { MatchState } from '@mithaq/contract/matches';
import { screen } from '@testing-library/react';
import { jsonResponse, type RouteHandler } from '../../../test/fakeServer';
import { renderSignedIn } from '../../discover/test/fixtures';
import { listAnswer, wallet } from '../../matches/test/matchFixtures';
import { pageAnswer } from './chatFixtures';

/** The fake-server keys of one chat's requests. */
export function chatRoutes(match: MatchState) {
  const base = `/api/matches/${match.id}`;
  return {
    match: `GET ${base}`,
    history: `GET ${base}/messages?limit=50`,
    older: (before: number) => `GET ${base}/messages?before=${before}&limit=50`,
    send: `POST ${base}/messages`,
    read: `POST ${base}/read`,
    unmatch: `POST ${base}/unmatch`,
    verificationAsk: `GET ${base}/verification-ask`,
    marriage: `GET ${base}/marriage`,
    story: `GET ${base}/story`,
  };
}

/**
 * /app/chat/:id for `match` holding `messages`, signed in as the member, against a fake server;
 * `routes` replace or add answers.
 */
export function renderChat(match: MatchState, messages: ChatMessage[] = [], routes: Record<string, RouteHandler> = {}) {
  const keys = chatRoutes(match);
  const view = renderSignedIn(`/app/chat/${match.id}`, {
    [keys.match]: () => jsonResponse(200, { match }),
    [keys.history]: pageAnswer(messages),
    [keys.read]: () => jsonResponse(200, { marked: 0 }),
    [keys.marriage]: () => jsonResponse(200, { marriage: null, mayAsk: false }),
    'GET /api/matches': listAnswer([match]),
    'GET /api/tokens/wallet': () => jsonResponse(200, wallet(10)),
    ...routes,
  });
  return { ...view, keys };
}

export const messageBox = () => screen.findByRole('textbox', { name: 'Message' });
