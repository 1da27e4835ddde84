import { uiTimings } from '@mithaq/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveClasses, useLeaveAnimation } from './useLeaveAnimation';

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));

/** Starts a card's leave; `leftAfter(ms)` moves the clock on and answers whether it has finished. */
function startLeaving() {
  vi.useFakeTimers();
  const { result } = renderHook(() => useLeaveAnimation());
  let left = false;
  act(() => void result.current.leave('card-1', 'up').then(() => (left = true)));
  expect(result.current.leaving).toEqual({ id: 'card-1', direction: 'up' });
  return async (ms: number) => {
    await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    return left;
  };
}

describe('the deck leave animation and reduced motion', () => {
  it('lets the card leave for 250 ms when motion is welcome', async () => {
    reducedMotion(false);
    const leftAfter = startLeaving();
    expect(await leftAfter(uiTimings.likePassAnimation - 1)).toBe(false);
    expect(await leftAfter(1)).toBe(true);
  });

  it('lets the card go at once when the system asks for reduced motion', async () => {
    reducedMotion(true);
    expect(await startLeaving()(0)).toBe(true);
  });

  it('animates with CSS only where motion is welcome', () => {
    expect(leaveClasses('up')).toContain('motion-reduce:transition-none');
    expect(leaveClasses('end')).toContain('rtl:-translate-x-full');
    expect(leaveClasses(undefined)).not.toContain('opacity-0');
  });
});
