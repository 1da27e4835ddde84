import { useQuery } from '@tanstack/react-query';
import { matchKeys } from '../../lib/queryKeys';
import { fetchMatch } from './matchesApi';

/** One match as the viewer sees it (GET /api/matches/:id); realtime events invalidate it. */
export function useMatch(matchId: string) {
  return useQuery({ queryKey: matchKeys.one(matchId), queryFn: () => fetchMatch(matchId) });
}
