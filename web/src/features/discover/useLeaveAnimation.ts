import { uiTimings } from '@mithaq/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Like sends the card up; pass sends it toward the inline end (right in left-to-right languages). */
export type LeaveDirection = 'up' | 'end';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The deck's leave animation (250 ms, or none with reduced motion): `leave` marks the card as
 * leaving and resolves once it is out of sight.
 */
export function useLeaveAnimation() {
  const [leaving, setLeaving] = useState<{ id: string; direction: LeaveDirection } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const leave = useCallback((id: string, direction: LeaveDirection) => {
    setLeaving({ id, direction });
    return new Promise<void>((resolve) => {
      timer.current = window.setTimeout(resolve, prefersReducedMotion() ? 0 : uiTimings.likePassAnimation);
    });
  }, []);
  const settle = useCallback(() => setLeaving(null), []);
  return { leaving, leave, settle };
}

const LEAVE_CLASS: Record<LeaveDirection, string> = {
  up: '-translate-y-full opacity-0',
  end: 'opacity-0 ltr:translate-x-full rtl:-translate-x-full',
};

/** Classes of the card wrapper: the transition, and where a leaving card goes. */
export function leaveClasses(direction: LeaveDirection | undefined): string {
  return `transition duration-250 ease-out motion-reduce:transition-none ${direction ? LEAVE_CLASS[direction] : ''}`;
}
