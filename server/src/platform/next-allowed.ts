/**
 * When something done at `last` may be done again, `waitMs` later; null when it may be done now
 * (never done, or the wait is over). Shared by the away pause (server/src/features/away/service.ts)
 * and the gender correction request (server/src/features/profiles/sex-correction.ts).
 */
export function nextAllowedAt(last: Date | null | undefined, waitMs: number, now: Date): Date | null {
  if (!last) return null;
  const next = new Date(last.getTime() + waitMs);
  return next > now ? next : null;
}
