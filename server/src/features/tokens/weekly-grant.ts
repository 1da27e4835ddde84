import { tokenEconomy } from '@mithaq/contract/constants';
import { ledgerKeys } from '@mithaq/contract/tokens';
import { grantTopUp } from './repo';
import type { Platform } from '../../platform/platform';

/** ISO 8601 week of a date, as '2026-W47'. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the week's Thursday decides its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Tops every balance below 10 up to 10, once per ISO week, adding at most 10 (a penalty keeps
 * counting). The grant's dedupe key ('weekly:2026-W47') is unique per user, so two servers
 * running this at the same moment still give each user exactly one grant.
 */
export async function grantWeeklyTokens(deps: Pick<Platform, 'database' | 'clock' | 'bus'>): Promise<number> {
  const now = deps.clock.now();
  const granted = await grantTopUp(deps.database.db, {
    topUpTo: tokenEconomy.weeklyTopUpTo,
    key: ledgerKeys.weekly,
    dedupeKey: `weekly:${isoWeek(now)}`,
    now,
  });
  for (const userId of granted) await deps.bus.publish({ type: 'tokens.changed', userId });
  return granted.length;
}
