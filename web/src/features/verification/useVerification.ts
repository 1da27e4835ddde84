import type { VerificationState, VerificationTry } from '@mithaq/contract/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ownProfileKey, verificationKey } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';
import { fetchVerification, sendSelfie, startVerificationTry } from './verificationApi';

/** The member's verification state, the try in progress (its pose), and the two calls. */
export function useVerification() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = verificationKey(user?.id);
  const query = useQuery({ queryKey: key, queryFn: fetchVerification, enabled: user !== null });
  const [current, setCurrent] = useState<VerificationTry | null>(null);
  const store = (state: VerificationState) => {
    queryClient.setQueryData(key, state);
    // The own card shows the badge from the profile.
    void queryClient.invalidateQueries({ queryKey: ownProfileKey(user?.id) });
  };
  const start = useMutation({ mutationFn: startVerificationTry, onSuccess: setCurrent });
  const send = useMutation({
    mutationFn: (selfie: File) => sendSelfie(selfie, current!.challenge),
    onSuccess: (state) => {
      setCurrent(null);
      store(state);
    },
  });
  return {
    query,
    current,
    start,
    send,
    cancel: () => {
      setCurrent(null);
      start.reset();
      send.reset();
    },
  };
}
