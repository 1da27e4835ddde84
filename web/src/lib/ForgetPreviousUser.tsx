import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './session';
import { clearLocalUserData } from './userStorage';

/**
 * When the signed-in user leaves — Log Out, a session found dead on refresh, or another account
 * taking over the tab — nothing of theirs stays for the next person at this browser: the data
 * cache goes (matches, likes, the deck are cached under keys without the user), and on
 * sign-out also the wizard's saved form and the cached profile (spec §4).
 */
export function ForgetPreviousUser() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) {
      queryClient.clear();
      if (userId === null) clearLocalUserData();
    }
    previous.current = userId;
  }, [queryClient, userId]);
  return null;
}
