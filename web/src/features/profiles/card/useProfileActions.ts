import { uiTimings } from '@mithaq/contract/constants';
import type { PublicProfile } from '@mithaq/contract/profiles';
import type { ReportCategory } from '@mithaq/contract/reports';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { hasServerKey, serverText } from '../../../lib/serverText';
import { LIKED_LISTS_KEY, WAITING_CHATS_KEY } from '../../../lib/queryKeys';
import { formatProfile } from '../formatProfile';
import { favoriteFailure, isConflict, isGone, isReasonRefusal, likeFailure, passFailure, reportFailure } from './actionErrors';
import { blockProfile, likeProfile, passProfile, reportProfile, toggleFavorite } from './profileActionsApi';

/** done: the action happened; gone: the profile is no longer there to act on; failed: nothing changed. */
export type ActionOutcome = 'done' | 'gone' | 'failed';

/** What the report dialog asks: the category and the optional free text. */
export interface ReportDetails {
  category: ReportCategory;
  reason: string | null;
}

/** Where a report was made: a chat names its match (its last messages go with the report). */
export type ReportPlace = { context: 'chat'; matchId: string } | { context: 'profile' };

/** A report's outcome, plus the reason's problem when the server refused the reason itself. */
export interface ReportOutcome {
  outcome: ActionOutcome;
  reasonError?: string;
}

/**
 * Whether a profile is a favorite (the Liked feature's useFavoriteStatus), handed in by the
 * caller: the Liked lists it reads belong to that feature, which itself shows these cards.
 */
export interface FavoriteStatus {
  isFavorited: (id: string, known?: boolean) => boolean;
  remember: (id: string, favorited: boolean) => void;
}

interface Options {
  /** Refetch the Liked lists at once after each action (the Liked page), or only on their next use (Discover). */
  refreshListsNow?: boolean;
}

/**
 * Like, pass, favorite, block and report, with the spec's toasts; shared by the Discover deck and
 * the Liked page. A like that makes a match opens its chat after 1.5 s.
 */
export function useProfileActions(favorites: FavoriteStatus, { refreshListsNow = false }: Options = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const nameOf = (profile: PublicProfile) => formatProfile(profile, t, i18n.language).name;
  const refreshLists = () =>
    void queryClient.invalidateQueries({ queryKey: LIKED_LISTS_KEY, refetchType: refreshListsNow ? 'active' : 'none' });
  const gone = (): ActionOutcome => {
    toast.error(t('discover.messages.profileNotFound'));
    return 'gone';
  };

  /** Runs `action`; a 404 always means the profile is gone; `onError` handles every other failure. */
  async function attempt(action: () => Promise<ActionOutcome>, onError: (error: unknown) => ActionOutcome): Promise<ActionOutcome> {
    try {
      return await action();
    } catch (error) {
      return isGone(error) ? gone() : onError(error);
    } finally {
      refreshLists();
    }
  }

  const like = (profile: PublicProfile) =>
    attempt(
      async () => {
        const matchId = await likeProfile(profile.id);
        if (matchId) {
          toast.success(t('discover.messages.newMatch'), { id: t('discover.messages.newMatch') });
          window.clearTimeout(redirect.current);
          redirect.current = window.setTimeout(() => void navigate(`${paths.chat}/${matchId}`), uiTimings.matchRedirect);
        } else {
          toast.success(t('discover.liked', { name: nameOf(profile) }), { duration: uiTimings.likeToast });
        }
        return 'done';
      },
      (error) => {
        if (hasServerKey(error, 'replyOrRelease.answerFirst')) {
          // Reply or release: the card comes back, and Discover's notice lists the chats waiting.
          toast.error(t('server.replyOrRelease.answerFirst'));
          void queryClient.invalidateQueries({ queryKey: WAITING_CHATS_KEY });
          return 'failed';
        }
        if (isConflict(error)) {
          toast.error(t('discover.messages.alreadyLikedTitle'), { description: t('discover.messages.alreadyLiked', { name: nameOf(profile) }) });
          return 'gone';
        }
        toast.error(likeFailure(t, error));
        return 'failed';
      },
    );

  const pass = (profile: PublicProfile) =>
    attempt(
      async () => {
        await passProfile(profile.id);
        return 'done';
      },
      (error) => {
        // Spec §4: a duplicate pass is not an error.
        if (isConflict(error)) return 'done';
        toast.error(passFailure(t, error));
        return 'failed';
      },
    );

  const favorite = (profile: PublicProfile) => {
    const wasFavorited = favorites.isFavorited(profile.id);
    return attempt(
      async () => {
        const favorited = await toggleFavorite(profile.id);
        favorites.remember(profile.id, favorited);
        const key = favorited ? 'discover.messages.favoriteAdded' : 'discover.messages.favoriteRemoved';
        toast.success(t(key, { name: nameOf(profile) }));
        return 'done';
      },
      (error) => {
        toast.error(favoriteFailure(t, error, wasFavorited));
        return 'failed';
      },
    );
  };

  const block = (profile: PublicProfile) =>
    attempt(
      async () => {
        await blockProfile(profile.id);
        toast.success(t('discover.messages.blocked', { name: nameOf(profile) }));
        return 'done';
      },
      () => {
        toast.error(t('discover.errors.blockFailed'));
        return 'failed';
      },
    );

  async function report(profile: PublicProfile, details: ReportDetails, place: ReportPlace = { context: 'profile' }): Promise<ReportOutcome> {
    let reasonError: string | undefined;
    const outcome = await attempt(
      async () => {
        await reportProfile(profile.id, details, place);
        toast.success(t('discover.messages.reported', { name: nameOf(profile) }));
        return 'done';
      },
      (error) => {
        reasonError = isReasonRefusal(error) ? serverText(t, error) : undefined;
        if (!reasonError) toast.error(reportFailure(t, error));
        return 'failed';
      },
    );
    return { outcome, reasonError };
  }

  return { like, pass, favorite, block, report, isFavorited: favorites.isFavorited };
}

export type ProfileActions = ReturnType<typeof useProfileActions>;
