import { useQuery } from '@tanstack/react-query';
import { matchKeys } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchActiveMatches, fetchUnmatched } from './matchesApi';

/** Only a member with a profile has matches to ask for. */
function useHasProfile(): boolean {
  return useSession().status === 'ready';
}

/** Active matches: the Matches page and the tab badge share this one query. */
export function useActiveMatches() {
  return useQuery({ queryKey: matchKeys.active, queryFn: fetchActiveMatches, enabled: useHasProfile() });
}

/** Ended matches not removed forever: the Unmatched page and the Liked page's Unmatched tab. */
export function useUnmatchedMatches() {
  return useQuery({ queryKey: matchKeys.unmatched, queryFn: fetchUnmatched, enabled: useHasProfile() });
}
