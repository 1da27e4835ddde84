import { z } from 'zod';
import { deckPageSize, filterDefaults, limits } from './constants';
import { isCountryCode } from './countries';
import { text, textWith } from './messages';
import { intentionRequirementsSchema } from './intentions';
import { publicProfileSchema } from './profiles';

/** Every Discover/Liked message of spec §5/§8, exactly. */
export const discoverMessages = {
  noProfilesFound: text('discover.noProfilesFound'),
  noMoreProfiles: text('discover.noMoreProfiles'),
  loadFailed: text('discover.loadFailed'),
  likeFailed: text('discover.likeFailed'),
  alreadyLikedTitle: text('discover.alreadyLikedTitle'),
  alreadyLiked: (name: string) => textWith('discover.alreadyLiked', { name }),
  reasonTooShort: text('discover.reasonTooShort'),
  reasonTooLong: text('discover.reasonTooLong'),
  profileNotFound: text('profiles.notFound'),
  // The web's toast when a like makes a match says what the notification does.
  newMatch: text('matches.newMatch'),
  blocked: (name: string) => textWith('discover.blocked', { name }),
  reported: (name: string) => textWith('discover.reported', { name }),
  favoriteAdded: (name: string) => textWith('discover.favoriteAdded', { name }),
  favoriteRemoved: (name: string) => textWith('discover.favoriteRemoved', { name }),
  /** The daily view quota is used up (429): already seen profiles still show, new ones wait for tomorrow. */
  viewQuotaReached: text('discover.viewQuotaReached'),
  /** The same 429 when every account of the member's network together has been shown the day's new profiles. */
  networkViewQuotaReached: text('discover.networkViewQuotaReached'),
  /** A like past the day's cap (429). */
  likeLimitReached: text('discover.likeLimitReached'),
  /** A cursor that is not one this member was given (malformed, altered, someone else's): reload the list. */
  invalidCursor: text('discover.invalidCursor'),
} as const;

const range = (min: number, max: number) =>
  z
    .tuple([z.number().int().min(min).max(max), z.number().int().min(min).max(max)])
    .refine(([low, high]) => low <= high, text('discover.rangeOrder'));

/** Discover filters (spec §3): empty countries means any. */
export const filtersSchema = z.object({
  ageRange: range(18, 100).default([...filterDefaults.ageRange]),
  heightRange: range(limits.minHeightCm, limits.maxHeightCm).default([...filterDefaults.heightRange]),
  countries: z.array(z.string().refine(isCountryCode, text('discover.countryInvalid'))).max(50).default([]),
  /** Free: only members with the blue badge. */
  verifiedOnly: z.boolean().default(false),
  /** Free (issue 28): the intentions' answers a profile must have stated. */
  intentions: intentionRequirementsSchema.default({}),
});

export type Filters = z.infer<typeof filtersSchema>;

/** GET /api/discover query: filters as comma lists, plus the opaque cursor of the previous page. */
export const deckQuerySchema = z.object({
  minAge: z.coerce.number().int().optional(),
  maxAge: z.coerce.number().int().optional(),
  minHeight: z.coerce.number().int().optional(),
  maxHeight: z.coerce.number().int().optional(),
  countries: z.string().max(400).optional(),
  verified: z.enum(['1']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(deckPageSize.max).default(deckPageSize.default),
  // The required intentions, one parameter per question (marryWithin=1year…).
  ...intentionRequirementsSchema.shape,
});

export const deckResponseSchema = z.object({
  profiles: z.array(publicProfileSchema),
  /** Null when there is nothing after this page. */
  nextCursor: z.string().nullable(),
});

export const targetSchema = z.object({ profileId: z.uuid() });
/** The report's body lives with the rest of issue 27's reports (category, context). */
export { reportSchema } from './reports';

export const likeResponseSchema = z.object({
  /** The id of the match a mutual like just created (the client opens its chat after 1.5 s). */
  matchId: z.uuid().nullable(),
});
export const favoriteResponseSchema = z.object({ favorited: z.boolean() });

/** A card on the Liked page: the profile plus where the viewer stands with it. */
export const likedCardSchema = z.object({
  profile: publicProfileSchema,
  at: z.string(),
  myAction: z.enum(['like', 'pass']).nullable(),
  favorited: z.boolean(),
});
const nextCursor = z.string().nullable();
export const likedListsSchema = z.object({
  likedMe: z.array(likedCardSchema),
  iLiked: z.array(likedCardSchema),
  favorites: z.array(likedCardSchema),
  /** How many each list holds in all (the same query as its cards): each list's first page holds the newest 200. */
  counts: z.object({ likedMe: z.number().int(), iLiked: z.number().int(), favorites: z.number().int() }),
  /** Where each list goes on (GET /api/likes/page), or null when the first page holds it all. */
  next: z.object({ likedMe: nextCursor, iLiked: nextCursor, favorites: nextCursor }),
});

export const likedListKeySchema = z.enum(['likedMe', 'iLiked', 'favorites']);
/** GET /api/likes/page: the next page of one Liked list, after the cursor the previous page gave. */
export const likedPageQuerySchema = z.object({ list: likedListKeySchema, cursor: z.string().max(200) });
export const likedPageSchema = z.object({ cards: z.array(likedCardSchema), nextCursor });

export type DeckResponse = z.infer<typeof deckResponseSchema>;
export type LikedCard = z.infer<typeof likedCardSchema>;
export type LikedLists = z.infer<typeof likedListsSchema>;
export type LikedListKey = z.infer<typeof likedListKeySchema>;
export type LikedPage = z.infer<typeof likedPageSchema>;
