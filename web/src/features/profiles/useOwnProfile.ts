import type { OwnProfile, Picture } from '@mithaq/contract/profiles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ownProfileKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchOwnProfile } from './profileApi';

/**
 * Keyed by user id, so another user signing in on this tab never sees the previous one's data.
 * Picture URLs are signed and expire: they live in this in-memory cache only, never in storage.
 */

/** The signed-in user's full profile (GET /api/profiles/me). */
export function useOwnProfile() {
  const { user } = useSession();
  return useQuery({ queryKey: ownProfileKey(user?.id), queryFn: fetchOwnProfile, enabled: user !== null });
}

/** Writers of the cached profile: a whole new profile, or just its pictures after a picture call. */
export function useOwnProfileCache() {
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();

  const setProfile = useCallback(
    (profile: OwnProfile) => queryClient.setQueryData(ownProfileKey(userId), profile),
    [queryClient, userId],
  );
  const setPictures = useCallback(
    (pictures: Picture[]) =>
      queryClient.setQueryData<OwnProfile>(ownProfileKey(userId), (old) => (old ? { ...old, pictures } : old)),
    [queryClient, userId],
  );
  return { setProfile, setPictures };
}
