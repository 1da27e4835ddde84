import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSystemColorScheme } from './useSystemColorScheme';

/** A media query list whose answer the test changes, telling its listeners like a browser does. */
function fakeDarkQuery(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => (media === '(prefers-color-scheme: dark)' ? query : { matches: false }));
  return {
    listeners,
    set(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

describe('useSystemColorScheme', () => {
  it('follows the system theme as it changes', () => {
    const system = fakeDarkQuery(false);
    const { result, unmount } = renderHook(() => useSystemColorScheme());
    expect(result.current).toBe('light');
    act(() => system.set(true));
    expect(result.current).toBe('dark');
    act(() => system.set(false));
    expect(result.current).toBe('light');
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('is light where media queries are missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useSystemColorScheme());
    expect(result.current).toBe('light');
  });
});
