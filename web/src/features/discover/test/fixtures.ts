import { noIntentions } from '@mithaq/contract/intentions';
import type { Filters, LikedCard, LikedLists } from '@mithaq/contract/discover';
import type { Picture, PublicProfile } from '@mithaq/contract/profiles';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { setAccessToken } from '../../../lib/authTokens';
import { jsonResponse, stubServer, type RouteHandler } from '../../../test/fakeServer';
import { renderRoutes } from '../../../test/renderRoutes';
import { ready } from '../../../test/sessionFixtures';
import { deckPath } from '../discoverApi';
import { defaultFilters } from '../filterStorage';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function deckPicture(profile: number, index: number): Picture {
  return {
    id: uuid(`b000000${profile % 10}`, index),
    position: index,
    url: `/media/p${profile}-${index}.webp?sig=x`,
    thumbUrl: `/media/p${profile}-${index}-thumb.webp?sig=x`,
    width: 1080,
    height: 1350,
    blurred: false,
  };
}

const NAMES = ['Yusuf', 'Omar', 'Bilal', 'Hamza', 'Idris', 'Zayd', 'Tariq', 'Khalid', 'Anas', 'Musa', 'Harun', 'Ilyas'];

/** Profile `n` of a deck: 'Yusuf', 'Omar', ... with one picture. */
export function deckProfile(n: number, overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: uuid('a0000000', n),
    name: NAMES[n % NAMES.length] ?? `Member ${n}`,
    sex: 'male',
    age: 30 + n,
    country: 'GB',
    city: 'London',
    aboutMe: `About member ${n}.`,
    education: 'BSc Physics',
    occupation: 'Engineer',
    nationality: ['GB', 'PK'],
    height: 180,
    maritalStatus: 'Never Married',
    verified: false,
    verifiedContactOnly: false,
    former: false,
    intentions: noIntentions,
    pictures: [deckPicture(n, 0)],
    ...overrides,
  };
}

export const deckProfiles = (from: number, count: number) => Array.from({ length: count }, (_, i) => deckProfile(from + i));

export function likedCard(profile: PublicProfile, overrides: Partial<LikedCard> = {}): LikedCard {
  return { profile, at: '2025-05-01T10:00:00.000Z', myAction: null, favorited: false, ...overrides };
}

/** The Liked page's answer; each count is its list's length unless `counts` says otherwise, and no list goes on unless `next` says so. */
export function likedLists(
  lists: Partial<Omit<LikedLists, 'counts' | 'next'>> = {},
  counts: Partial<LikedLists['counts']> = {},
  next: Partial<LikedLists['next']> = {},
): LikedLists {
  const { likedMe = [], iLiked = [], favorites = [] } = lists;
  return {
    likedMe,
    iLiked,
    favorites,
    counts: { likedMe: likedMe.length, iLiked: iLiked.length, favorites: favorites.length, ...counts },
    next: { likedMe: null, iLiked: null, favorites: null, ...next },
  };
}

export const noLikes: LikedLists = likedLists();

/** The fake server key of a deck page. */
export const deckKey = (cursor: string | null = null, filters: Filters = defaultFilters()) => `GET ${deckPath(filters, cursor)}`;

export const deckPage = (profiles: PublicProfile[], nextCursor: string | null = null): RouteHandler => () =>
  jsonResponse(200, { profiles, nextCursor });

/** Signed in with a profile at `entry`, against a fake server with no likes unless `routes` say otherwise. */
export function renderSignedIn(entry: string, routes: Record<string, RouteHandler>) {
  const server = stubServer({
    'GET /api/likes': () => jsonResponse(200, noLikes),
    // Reply or release: no chat waits for the member's reply (replyOrRelease/WaitingChatsNotice.test.tsx sets some).
    'GET /api/likes/waiting': () => jsonResponse(200, { limit: 3, likesBlocked: false, chats: [] }),
    ...routes,
  });
  setAccessToken('tok-1');
  // With fake timers, user-event's own pauses must move the fake clock.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { ...renderRoutes(entry, ready), server, user };
}

/** The profile card on screen, found by its name-and-age heading. */
export const cardHeading = (name: string, age: number) => screen.findByRole('heading', { level: 2, name: `${name}, ${age}` });
