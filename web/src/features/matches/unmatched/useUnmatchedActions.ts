import { uiTimings } from '@mithaq/contract/constants';
import type { MatchState } from '@mithaq/contract/matches';
import { clientPaths as paths } from '@mithaq/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { matchKeys } from '../../../lib/queryKeys';
import { formatProfile } from '../../profiles/public';
import { rematchMatch, removeMatchForever } from '../matchesApi';
import { matchFailureText } from '../matchFailure';
import { useIdempotencyKeys } from '../useIdempotencyKeys';
import { useRefreshAfterSpend } from '../useRefreshAfterSpend';

/** The server refused because the other person ended the match (only the initiator may rematch). */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Rematch and Remove Forever for the Unmatched list, with the spec's toasts. A rematch goes to
 * /app/matches 2 s after it succeeds; `busyId` is the match with a request in flight.
 */
export function useUnmatchedActions() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterSpend();
  const keys = useIdempotencyKeys();
  const [busyId, setBusyId] = useState<string | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const nameOf = (match: MatchState) => formatProfile(match.other, t, i18n.language).name;
  const cannotRematch = (name: string, description = t('matches.messages.cannotRematch', { name })) =>
    toast.error(t('matches.messages.cannotRematchTitle'), { description });

  async function rematch(match: MatchState): Promise<void> {
    const name = nameOf(match);
    if (!match.canRematch) {
      cannotRematch(name);
      return;
    }
    const intent = `rematch:${match.id}`;
    setBusyId(match.id);
    try {
      await rematchMatch(match.id, keys.keyFor(intent));
      keys.settle(intent);
      toast.success(t('unmatched.rematched', { name }));
      window.clearTimeout(redirect.current);
      redirect.current = window.setTimeout(() => void navigate(paths.matches), uiTimings.rematchRedirect);
    } catch (error) {
      keys.settle(intent, error);
      const description = matchFailureText(t, error);
      if (isForbidden(error)) cannotRematch(name, description);
      else toast.error(t('matches.messages.rematchFailedTitle'), { description });
    } finally {
      setBusyId(null);
      refresh();
    }
  }

  /** Hides the match for good; true when it is gone from the list. */
  async function removeForever(match: MatchState): Promise<boolean> {
    setBusyId(match.id);
    try {
      await removeMatchForever(match.id);
      queryClient.setQueryData<MatchState[]>(matchKeys.unmatched, (list) => list?.filter((item) => item.id !== match.id));
      toast.success(t('unmatched.removed', { name: nameOf(match) }));
      return true;
    } catch {
      toast.error(t('unmatched.removeFailed', { name: nameOf(match) }));
      return false;
    } finally {
      setBusyId(null);
      void queryClient.invalidateQueries({ queryKey: matchKeys.unmatched });
    }
  }

  return { rematch, removeForever, busyId };
}
