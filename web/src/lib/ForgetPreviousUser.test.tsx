import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ready, signedOut } from '../test/sessionFixtures';
import { ForgetPreviousUser } from './ForgetPreviousUser';
import { matchKeys } from './queryKeys';
import { SessionProvider, useSession, type SessionValue } from './session';
import type { SessionLoader } from './sessionTypes';
import { PROFILE_CACHE_KEY, SIGNUP_FORM_KEY } from './userStorage';

/** A signed-in member whose browser holds cached matches, a saved wizard form and a profile cache. */
async function renderSignedIn(loader: SessionLoader = () => Promise.resolve(ready)) {
  const queryClient = new QueryClient();
  let session: SessionValue | undefined;
  function Capture() {
    session = useSession();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={loader}>
        <ForgetPreviousUser />
        <Capture />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(session?.status).toBe('ready'));
  queryClient.setQueryData(matchKeys.active, [{ id: 'theirs' }]);
  sessionStorage.setItem(SIGNUP_FORM_KEY, '{"name":"Amina"}');
  localStorage.setItem(PROFILE_CACHE_KEY, '{"id":"x","name":"Amina"}');
  return { queryClient, session: () => session! };
}

describe('ForgetPreviousUser', () => {
  it('clears the data cache, the saved wizard form and the profile cache when the member signs out', async () => {
    const { queryClient, session } = await renderSignedIn();
    act(() => session().forgetSession());
    await waitFor(() => expect(queryClient.getQueryData(matchKeys.active)).toBeUndefined());
    expect(sessionStorage.getItem(SIGNUP_FORM_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });

  it('also when the session is found dead on a refresh, not only on Log Out', async () => {
    let answer = ready;
    const { queryClient, session } = await renderSignedIn(() => Promise.resolve(answer));
    answer = signedOut;
    await act(() => session().refresh());
    await waitFor(() => expect(queryClient.getQueryData(matchKeys.active)).toBeUndefined());
    expect(sessionStorage.getItem(SIGNUP_FORM_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });
});
