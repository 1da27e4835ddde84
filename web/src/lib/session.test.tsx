import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { needsProfile, ready } from '../test/sessionFixtures';
import { SessionProvider, useSession } from './session';
import type { SessionLoader, SessionSnapshot } from './sessionTypes';

function StatusProbe() {
  const session = useSession();
  return <p>{`${session.status}:${session.profile?.name ?? '-'}`}</p>;
}

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const pending: ((snapshot: SessionSnapshot) => void)[] = [];
  const loader: SessionLoader = vi.fn(() => new Promise<SessionSnapshot>((resolve) => pending.push(resolve)));
  return { loader, answer: (index: number, snapshot: SessionSnapshot) =>
      act(async () => {
        pending[index]?.(snapshot);
      }),
   };
}

describe('SessionProvider', () => {
  it('is loading until the loader answers, then exposes its snapshot', async () => {
    const { loader, answer } = controlledLoader();
    render(<SessionProvider loader={loader}><StatusProbe /></SessionProvider>);
    expect(screen.getByText('loading:-')).toBeInTheDocument();
    await answer(0, ready);
    expect(screen.getByText('ready:Amina')).toBeInTheDocument();
  });

  it('treats a failing loader as signed out', async () => {
    const loader = vi.fn<SessionLoader>().mockRejectedValue(new Error('boom'));
    render(<SessionProvider loader={loader}><StatusProbe /></SessionProvider>);
    expect(await screen.findByText('signedOut:-')).toBeInTheDocument();
  });

  it('keeps the current state while refresh() reloads, then applies the new one', async () => {
    const { loader, answer } = controlledLoader();
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => <SessionProvider loader={loader}>{children}</SessionProvider>,
    });
    await answer(0, needsProfile);
    let refreshed: Promise<void> = Promise.resolve();
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current.status).toBe('needsProfile');
    await answer(1, ready);
    await act(() => refreshed);
    expect(result.current.status).toBe('ready');
  });

  it('ignores an older load that answers after a newer one', async () => {
    const { loader, answer } = controlledLoader();
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }) => <SessionProvider loader={loader}>{children}</SessionProvider>,
    });
    act(() => {
      void result.current.refresh();
    });
    await answer(1, ready);
    await answer(0, needsProfile);
    expect(result.current.status).toBe('ready');
  });

  it('useSession outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow('useSession must be used inside <SessionProvider>');
  });
});
