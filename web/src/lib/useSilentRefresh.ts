import { useEffect } from 'react';
import { getAccessTokenExpiry } from './authTokens';
import { refreshSession } from './refreshSession';

/** Spec §9: the session is checked every 30 s and refreshed within 3 ticks (90 s) of expiry. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_THRESHOLD_TICKS = 3;

export function tokenNeedsRefresh(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt - now <= REFRESH_TICK_MS * REFRESH_THRESHOLD_TICKS;
}

/** While `active` (someone is signed in), keeps the access token fresh before it runs out. */
export function useSilentRefresh(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (tokenNeedsRefresh(getAccessTokenExpiry(), Date.now())) void refreshSession();
    }, REFRESH_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
}
