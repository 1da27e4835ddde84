import { act, screen, waitFor } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminRow, auditKey, profilesKey, reportsKey, profilesPage } from '../features/admin/test/adminFixtures';
import { chatMessage } from '../features/chat/test/chatFixtures';
import { chatRoutes } from '../features/chat/test/renderChat';
import { deckKey, deckPage, deckProfile, likedCard, likedLists } from '../features/discover/test/fixtures';
import { endedMatch, matchState } from '../features/matches/test/matchFixtures';
import { setAccessToken } from '../lib/authTokens';
import { i18n } from '../lib/i18n';
import { jsonResponse, stubServer, type RouteHandler } from './fakeServer';
import { completeSignupForm, ownProfile, seedSignupForm } from './profileFixtures';
import { renderRoutes, type TestSession } from './renderRoutes';
import { adminReady, needsProfile, ready, signedOut } from './sessionFixtures';

/**
 * Every route of the spec with the data its screens show (a deck, matches, a chat, the wallet,
 * the admin lists), for the tests that check each screen has all its texts in a language
 * (routes/arabicRoutes.test.tsx, routes/englishRoutes.test.tsx).
 */

// A chat with its reply timer running, and messages of an earlier day and of today.
const yusuf = matchState(1, {
  lastMessage: { content: 'السلام عليكم', mine: false, createdAt: '2025-05-02T10:00:00.000Z' },
  unreadCount: 2,
  awaitingResponseFrom: 'me',
  responseTimerExpiresAt: '2099-01-01T00:00:00.000Z',
});
const omar = matchState(2, { chatUnlocked: false, iPaid: false, paymentExpiresAt: '2099-01-01T00:00:00.000Z' });
const ended = endedMatch(3);
const chat = chatRoutes(yusuf);

/** What the signed-in screens ask for, answered with something to show. */
const memberRoutes: Record<string, RouteHandler> = {
  'GET /api/profiles/me': () => jsonResponse(200, { profile: ownProfile({ maritalStatus: 'Divorced' }) }),
  // Profile 4's card shows a reply rate (issue 28).
  [deckKey()]: deckPage([deckProfile(4, { replyRate: 'withinDay' }), deckProfile(5)]),
  // Profile 6 is away (issue 28): its card says until when.
  'GET /api/likes': () =>
    jsonResponse(200, likedLists({ likedMe: [likedCard(deckProfile(6, { away: { reason: 'exams', until: '2099-01-01T00:00:00.000Z' } }))], iLiked: [likedCard(deckProfile(7))] })),
  // Reply or release: likes stopped by chats waiting for the member's reply (Discover's notice shows its texts).
  'GET /api/likes/waiting': () =>
    jsonResponse(200, { limit: 3, likesBlocked: true, chats: [{ matchId: yusuf.id, name: 'يوسف', since: '2025-05-02T10:00:00.000Z' }] }),
  'GET /api/matches': () => jsonResponse(200, { matches: [yusuf, omar] }),
  'GET /api/matches/unmatched': () => jsonResponse(200, { matches: [ended] }),
  [chat.match]: () => jsonResponse(200, { match: yusuf }),
  [chat.history]: () =>
    jsonResponse(200, {
      messages: [
        chatMessage(1, { match: 1, from: 'them', content: 'السلام عليكم' }),
        chatMessage(2, { match: 1, content: 'وعليكم السلام', createdAt: new Date().toISOString() }),
        // The scam shield's note beside a received message (its texts are on the screen too).
        { ...chatMessage(3, { match: 1, from: 'them', content: 'Western Union', createdAt: new Date().toISOString() }), warning: 'money' },
      ],
      hasMore: false,
    }),
  [chat.read]: () => jsonResponse(200, { marked: 0 }),
  // An open request to verify, from the other member: the chat's banner says how many days are left.
  [chat.verificationAsk]: () =>
    jsonResponse(200, { ask: { id: '7b2d3c4e-5f60-4a71-8b92-a3b4c5d6e7f8', mine: false, status: 'open', expiresAt: '2099-01-01T00:00:00.000Z', daysLeft: 6, mayEnd: false }, mayAsk: false }),
  // Both confirmed "We got married": the chat shows the congratulations, the export and the keep choice.
  [chat.marriage]: () =>
    jsonResponse(200, { marriage: { askedByMe: false, marriedAt: '2025-07-01T10:00:00.000Z', keepMine: false, keepTheirs: true, chatDeletesAt: '2025-07-31T10:00:00.000Z', chatDeleted: false }, mayAsk: false }),
  // …and the couple's success story, written by the other, waiting for this member's agreement.
  [chat.story]: () =>
    jsonResponse(200, {
      story: { body: 'تعارفنا هنا وتزوجنا في الربيع.', signature: 'ي. و آ.', writtenByMe: false, agreedMine: false, agreedTheirs: true, status: 'draft', rejectReason: null, updatedAt: '2025-07-02T10:00:00.000Z' },
      mayWrite: true,
      defaultSignature: 'آ. و ي.',
    }),
  'GET /api/reports': () =>
    jsonResponse(200, { reports: [{ id: '8c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809', name: 'يوسف', category: 'money', createdAt: '2025-07-01T10:00:00.000Z', status: 'handled' }] }),
  'GET /api/tokens/wallet': () =>
    jsonResponse(200, { balance: 7, transactions: [{ id: '6a1c2b9e-6a3d-4e8f-9b71-2c5d8e0a1f02', amount: 10, type: 'grant', key: 'ledger.welcome', params: {}, description: null, text: 'رموز الترحيب', createdAt: '2025-07-01T10:00:00.000Z' }] }),
  'GET /api/account/marketing': () => jsonResponse(200, { consent: false, ask: false }),
  'GET /api/account/reminder-emails': () => jsonResponse(200, { enabled: true }),
  // Away (issue 28): none now, another may be set (the Account page's form shows).
  'GET /api/profiles/me/away': () => jsonResponse(200, { away: null, availableAt: null }),
  // Gender correction (issue 29): one asked for, waiting for a moderator (Edit Profile says so).
  'GET /api/profiles/me/sex-correction': () =>
    jsonResponse(200, { pending: { requestedSex: 'female', reason: 'اخترت الخيار الخطأ عند التسجيل.', askedAt: '2025-07-01T10:00:00.000Z' }, availableAt: null }),
  'GET /api/guardians': () => jsonResponse(200, { guardians: [], invite: { blockedBy: null, availableAt: null, invitesLeft: 10 } }),
  'GET /api/verification': () => jsonResponse(200, { state: 'none', verifiedAt: null, reason: null, triesLeft: 3 }),
  'GET /api/push/preferences': () => jsonResponse(200, { messages: true, matches: true, likes: true, reminders: true }),
  'GET /api/push/registrations': () => jsonResponse(200, { registrations: [] }),
  'GET /api/auth/sessions': () => jsonResponse(200, { sessions: [] }),
  'GET /api/notifications': () => jsonResponse(200, { notifications: [], unreadCount: 0, nextCursor: null }),
};

const adminRoutes: Record<string, RouteHandler> = {
  [profilesKey()]: profilesPage([adminRow(1), adminRow(2)]),
  [reportsKey()]: () => jsonResponse(200, { reports: [], nextCursor: null, networkFlags: [] }),
  [auditKey]: () => jsonResponse(200, { entries: [], nextCursor: null }),
  'GET /api/admin/verification?limit=25': () => jsonResponse(200, { requests: [], nextCursor: null }),
  'GET /api/admin/me': () =>
    jsonResponse(200, {
      user: { id: '00000000-0000-4000-8000-0000000000ad', email: 'admin@example.com', role: 'admin', emailConfirmed: true, language: 'en', secondFactor: true },
      build: { version: '1.0.0', commit: '3f9c2a1b7d4e' },
    }),
};

export interface RouteCase {
  name: string;
  /** Rendered one after the other in one test. */
  entries: InitialEntry[];
  session: TestSession;
  routes: Record<string, RouteHandler>;
  /** What the browser holds before the visit (the wizard's saved answers). */
  before?: () => void;
}

const publicCase = (entry: string): RouteCase => ({ name: entry, entries: [entry], session: signedOut, routes: {} });
const signupCase = (entry: string): RouteCase => ({ name: entry, entries: [entry], session: needsProfile, routes: {}, before: () => seedSignupForm(completeSignupForm) });
const memberCase = (entry: string): RouteCase => ({ name: entry, entries: [entry], session: ready, routes: memberRoutes });

export const everyRoute: RouteCase[] = [
  // The landing page with an approved success story (issue 28).
  {
    ...publicCase('/'),
    routes: { 'GET /api/stories': () => jsonResponse(200, { stories: [{ body: 'تعارفنا هنا وتزوجنا في الربيع.', signature: 'ي. و آ.، دلي', approvedMonth: '2026-07' }] }) },
  },
  ...['/auth', '/privacy-policy', '/no-such-page', '/admin/login'].map(publicCase),
  ...['/signup', '/signup/details', '/signup/pictures', '/signup/review'].map(signupCase),
  ...['/app/profiles', '/app/liked', '/app/matches', '/app/unmatched', `/app/chat/${yusuf.id}`, '/app/account', '/app/edit-profile'].map(memberCase),
  {
    name: '/reset-password',
    entries: ['/reset-password?token=abc'],
    session: signedOut,
    routes: { 'POST /api/auth/password-reset/check': () => jsonResponse(200, { ok: true }) },
  },
  { name: '/admin/dashboard', entries: ['/admin/dashboard'], session: adminReady, routes: adminRoutes },
  {
    name: '/guardian/accept and /guardian/stop',
    entries: ['/guardian/accept?token=abcdefghijkl', '/guardian/stop?token=abcdefghijkl'],
    session: signedOut,
    routes: { 'GET /api/guardians/invite?token=abcdefghijkl': () => jsonResponse(200, { memberName: 'آمنة', guardianName: 'يوسف' }) },
  },
];

/** Renders `entry`, waits for its page heading and for every request it made to be answered. */
export async function renderSettled(entry: InitialEntry, session: TestSession, routes: Record<string, RouteHandler>) {
  const server = stubServer(routes);
  if (session !== signedOut) setAccessToken('tok-1');
  const view = renderRoutes(entry, session);
  await screen.findAllByRole('heading', { level: 1 });
  await waitFor(() => expect(server.fetchMock.mock.results.every((result) => result.type === 'return')).toBe(true));
  // Responses settle into the screens.
  await act(async () => {
    await Promise.all(server.fetchMock.mock.results.map((result) => result.value as Promise<Response>));
  });
  const unanswered = server.fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`).filter((key) => !(key in routes));
  expect(unanswered).toEqual([]);
  return view;
}

/** Renders every entry of `route` in turn (see renderSettled). */
export async function renderCase(route: RouteCase) {
  route.before?.();
  for (const entry of route.entries) await renderSettled(entry, route.session, route.routes);
}

/**
 * The keys i18next finds no text for while the calling file's tests run (the caller clears the
 * set before each test), `allowed` aside. `withoutFallback`: a key the shown language lacks is
 * "missing" instead of quietly shown in English.
 */
export function collectMissingKeys({ allowed = new Set<string>(), withoutFallback = false } = {}): Set<string> {
  const missing = new Set<string>();
  const saved = { saveMissing: i18n.options.saveMissing, handler: i18n.options.missingKeyHandler, fallbackLng: i18n.options.fallbackLng };
  beforeAll(() => {
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
      // A plural form (key_one, key_few…) awaits its translation with its key.
      if (!allowed.has(key) && !allowed.has(key.replace(/_(zero|one|two|few|many|other)$/, ''))) missing.add(key);
    };
    if (withoutFallback) i18n.options.fallbackLng = false;
  });
  afterAll(() => {
    i18n.options.saveMissing = saved.saveMissing;
    i18n.options.missingKeyHandler = saved.handler;
    i18n.options.fallbackLng = saved.fallbackLng;
  });
  return missing;
}
