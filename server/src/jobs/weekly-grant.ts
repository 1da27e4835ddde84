import { tokenEconomy } from '@mithaq/contract/constants';
import { ledgerDescriptions } from '@mithaq/contract/tokens';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/connect';
import type { Platform } from '../platform/platform';

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
 * Tops every balance below 10 up to 10, once per ISO week. The grant's dedupe key
 * ('weekly:2026-W47') is unique per user, so two servers running this at the same moment
 * still give each user exactly one grant: the second insert finds the key taken.
 */
export async function grantWeeklyTokens(deps: Pick<Platform, 'database' | 'clock' | 'bus'>): Promise<number> {
  const now = deps.clock.now();
  const key = `weekly:${isoWeek(now)}`;
  const rows = await queryRows<{ user_id: string }>(
    deps.database.db,
    sql`insert into token_transactions (user_id, amount, type, description, dedupe_key, created_at)
        select p.id, ${tokenEconomy.weeklyTopUpTo} - p.token_balance, 'grant', ${ledgerDescriptions.weekly}, ${key}, ${now.toISOString()}::timestamptz
        from profiles p
        where p.token_balance < ${tokenEconomy.weeklyTopUpTo}
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning user_id`,
  );
  for (const { user_id: userId } of rows) await deps.bus.publish({ type: 'tokens.changed', userId });
  return rows.length;
}
