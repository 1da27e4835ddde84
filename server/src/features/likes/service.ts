import { type LikedCard, type LikedLists } from '@mithaq/contract/discover';
import { serverMessage } from '@mithaq/contract/messages';
import { profileMessages } from '@mithaq/contract/profiles';
import { conflict, notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { createMatchForPair, lockPair } from '../matches/service';
import { notify } from '../notifications/service';
import { picturesOfMany } from '../pictures/service';
import { findProfileRow, toPublicProfile } from '../profiles/service';
import { showProfiles } from '../views/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls' | 'bus' | 'config'>;

/** The viewer and the target they may act on, or "not found" (inactive, same sex, blocked, unknown). */
export async function visiblePair(deps: Deps, q: Queryable, auth: AuthContext, targetId: string) {
  const viewer = await findProfileRow(q, auth.userId);
  if (!viewer) throw notFound(profileMessages.notFound);
  const target = targetId === viewer.id ? undefined : await repo.findVisibleProfile(q, viewer.id, targetId, viewer.sex);
  if (!target) throw notFound(profileMessages.notFound);
  return { viewer, target };
}

/**
 * Like: one row per pair (a pass becomes a like). When the other already liked back, the
 * match is created in the same transaction, under the pair lock, so two likes at the same
 * instant still make exactly one match.
 */
export async function like(deps: Deps, auth: AuthContext, targetId: string): Promise<{ matchId: string | null }> {
  return inTransaction(deps, async (tx) => {
    const { viewer, target } = await visiblePair(deps, tx, auth, targetId);
    await lockPair(tx, viewer.id, target.id);
    const now = deps.clock.now();
    const changed = await repo.upsertLike(tx, viewer.id, target.id, now);
    if (!changed) throw conflict(serverMessage('discover.alreadyLiked', { name: target.name }));
    if (!(await repo.hasLiked(tx, target.id, viewer.id))) {
      await notify(tx, { userId: target.id, type: 'like', senderId: viewer.id, message: serverMessage('discover.likedYou', { name: viewer.name }), now });
      afterCommit(tx, { type: 'like.received', profileId: target.id });
      return { matchId: null };
    }
    return { matchId: await createMatchForPair(tx, viewer.id, target.id, now) };
  });
}

/** Pass: harmless when repeated, and it leaves an earlier like as it is. */
export async function pass(deps: Deps, auth: AuthContext, targetId: string) {
  await inTransaction(deps, async (tx) => {
    const { viewer, target } = await visiblePair(deps, tx, auth, targetId);
    await repo.insertPass(tx, viewer.id, target.id, deps.clock.now());
  });
}

export async function toggleFavorite(deps: Deps, auth: AuthContext, targetId: string) {
  return inTransaction(deps, async (tx) => {
    const { viewer, target } = await visiblePair(deps, tx, auth, targetId);
    return { favorited: await repo.toggleFavorite(tx, viewer.id, target.id, deps.clock.now()) };
  });
}

type ListRow = Awaited<ReturnType<typeof repo.likedList>>[number];

/**
 * The Liked page's three lists (the newest 200 of each) and how many each holds in all, for the
 * tabs' counts; blocked (either way) and inactive profiles never appear. The pictures of all
 * three lists come in one query.
 */
export async function likedLists(deps: Deps, auth: AuthContext): Promise<LikedLists> {
  const { db } = deps.database;
  const rowsOf = (list: repo.LikedList) => repo.likedList(db, auth.userId, list);
  const countOf = (list: repo.LikedList) => repo.likedListCount(db, auth.userId, list);
  const [likedMeAll, iLikedAll, favoritesAll, likedMeCount, iLikedCount, favoritesCount] = await Promise.all([
    rowsOf('likedMe'), rowsOf('iLiked'), rowsOf('favorites'), countOf('likedMe'), countOf('iLiked'), countOf('favorites'),
  ]);
  // New profiles past the daily view quota are left out (mostly who liked the viewer: the others came from the deck).
  const refused = await showProfiles(deps, db, auth.userId, [...likedMeAll, ...iLikedAll, ...favoritesAll].map((row) => row.profile.id));
  const within = (rows: ListRow[]) => rows.filter((row) => !refused.has(row.profile.id));
  const [likedMe, iLiked, favorites] = [within(likedMeAll), within(iLikedAll), within(favoritesAll)];
  const pictures = await picturesOfMany(deps, auth.userId, [...new Set([...likedMe, ...iLiked, ...favorites].map((row) => row.profile.id))]);
  const toCards = (rows: ListRow[]): LikedCard[] =>
    rows.map((row) => ({
      profile: toPublicProfile(deps, row.profile, pictures.get(row.profile.id) ?? []),
      at: new Date(row.at).toISOString(),
      myAction: row.myAction,
      favorited: Boolean(row.favorited),
    }));
  return {
    likedMe: toCards(likedMe),
    iLiked: toCards(iLiked),
    favorites: toCards(favorites),
    counts: { likedMe: likedMeCount, iLiked: iLikedCount, favorites: favoritesCount },
  };
}
