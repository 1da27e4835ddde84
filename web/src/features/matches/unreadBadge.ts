/** Largest unread count shown in full; anything above shows as "99+" (spec §9). */
export const UNREAD_BADGE_CAP = 99;

/** Badge text for an unread count, or null when there is nothing to show. */
export function formatUnreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
