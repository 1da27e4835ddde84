import type { OwnProfile, Picture } from '@mithaq/contract/profiles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ownProfileKey, ownProfileKeys, verificationKey } from '../../lib/queryKeys';
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

/**
 * Writers of the cached profile: a whole new profile, or just its pictures after a picture call.
 * A new picture, a deleted one or another name may hide the blue badge (the server decides): the
 * verification card's state, and after a picture call everything in ownProfileKeys (the profile's
 * `verified` too), are marked stale, so the Account page asks again (the screen making the change
 * keeps what it shows).
 */
export function useOwnProfileCache() {
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();

  const setProfile = useCallback(
    (profile: OwnProfile) => {
      queryClient.setQueryData(ownProfileKey(userId), profile);
      void queryClient.invalidateQueries({ queryKey: verificationKey(userId), refetchType: 'none' });
    },
    [queryClient, userId],
  );
  const setPictures = useCallback(
    (pictures: Picture[]) => {
      queryClient.setQueryData<OwnProfile>(ownProfileKey(userId), (old) => (old ? { ...old, pictures } : old));
      for (const queryKey of ownProfileKeys(userId)) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    },
    [queryClient, userId],
  );
  return { setProfile, setPictures };
}
