import { discoverMessages, type LikedCard, type LikedListKey, type LikedLists, type LikedPage } from '@mithaq/contract/discover';
import { invalid } from '../../errors';
import { openPosition, sealPosition } from '../../platform/cursors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { picturesOfMany } from '../pictures/public';
import { inactiveBefore, toPublicProfile } from '../profiles/public';
import { showKnownProfiles, showProfiles } from '../profile-views/public';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'config' | 'rateLimiter' | 'cursors'>;
type ListRow = Awaited<ReturnType<typeof repo.likedList>>[number];
interface ListPage {
  list: LikedListKey;
  rows: ListRow[];
  nextCursor: string | null;
  total: number;
}

const cursorList = (list: LikedListKey) => `liked:${list}`;

/** One page of a list (the first when `after` is null); blocked, deactivated, married and inactive profiles never appear. */
async function pageOf(deps: Deps, auth: AuthContext, list: LikedListKey, after: repo.ListPosition | null): Promise<ListPage> {
  const viewer = { viewerId: auth.userId, activeSince: inactiveBefore(deps.clock.now()) };
  const found = await repo.likedList(deps.database.db, viewer, list, after);
  const rows = found.slice(0, repo.LIST_LIMIT);
  const last = rows.at(-1);
  const nextCursor =
    found.length > repo.LIST_LIMIT && last ? sealPosition(deps.cursors, auth.userId, cursorList(list), { at: last.atExact, id: last.profile.id }) : null;
  return { list, rows, nextCursor, total: found[0]?.total ?? 0 };
}

/**
 * Records the pages' profiles as shown and keeps those that may be. Who liked the member is
 * free (spec §1): they are shown whatever the day's view quota or the network's budget, and
 * never count towards them (profile-views/repo.ts) — safe against scraping, since only someone who
 * chose to like the member is there. Whom the member liked came from the deck; favorites may
 * be any id the member could act on, so those still go through the quota.
 */
async function cardsOf(deps: Deps, auth: AuthContext, address: string, pages: ListPage[]): Promise<Map<LikedListKey, LikedCard[]>> {
  const { db } = deps.database;
  const idsOf = (wanted: (list: LikedListKey) => boolean) => pages.filter((page) => wanted(page.list)).flatMap((page) => page.rows.map((row) => row.profile.id));
  await showKnownProfiles(deps, db, auth.userId, idsOf((list) => list === 'likedMe'));
  const refused = await showProfiles(deps, db, auth.userId, idsOf((list) => list !== 'likedMe'), address);
  const kept = pages.map((page) => ({ list: page.list, rows: page.rows.filter((row) => page.list === 'likedMe' || !refused.has(row.profile.id)) }));
  const pictures = await picturesOfMany(deps, auth.userId, [...new Set(kept.flatMap((page) => page.rows.map((row) => row.profile.id)))]);
  const toCard = (row: ListRow): LikedCard => ({
    profile: toPublicProfile(deps, row.profile, pictures.get(row.profile.id) ?? []),
    at: new Date(row.at).toISOString(),
    myAction: row.myAction,
    favorited: Boolean(row.favorited),
  });
  return new Map(kept.map((page) => [page.list, page.rows.map(toCard)]));
}

/** The Liked page's three lists (the newest 200 of each), how many each holds in all, and where each goes on. */
export async function likedLists(deps: Deps, auth: AuthContext, address: string): Promise<LikedLists> {
  const first = (list: LikedListKey) => pageOf(deps, auth, list, null);
  const [likedMe, iLiked, favorites] = await Promise.all([first('likedMe'), first('iLiked'), first('favorites')]);
  const cards = await cardsOf(deps, auth, address, [likedMe, iLiked, favorites]);
  return {
    likedMe: cards.get('likedMe') ?? [],
    iLiked: cards.get('iLiked') ?? [],
    favorites: cards.get('favorites') ?? [],
    counts: { likedMe: likedMe.total, iLiked: iLiked.total, favorites: favorites.total },
    next: { likedMe: likedMe.nextCursor, iLiked: iLiked.nextCursor, favorites: favorites.nextCursor },
  };
}

/** The page of `list` after `cursor` (sealed for this member and list: anything else is a 400). */
export async function likedPage(deps: Deps, auth: AuthContext, list: LikedListKey, cursor: string, address: string): Promise<LikedPage> {
  const after = openPosition(deps.cursors, auth.userId, cursorList(list), cursor);
  if (!after) throw invalid(discoverMessages.invalidCursor);
  const page = await pageOf(deps, auth, list, after);
  const cards = await cardsOf(deps, auth, address, [page]);
  return { cards: cards.get(list) ?? [], nextCursor: page.nextCursor };
}
