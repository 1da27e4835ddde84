import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { messages } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';
import { profileReports } from '../../platform/db/schema/social';

/** How far back the reported member's flagged messages count. */
export const RISK_FLAG_DAYS = 30;

/**
 * The weights of the risk score. A money request is the scam itself, so it weighs more than
 * contact details (often innocent); each distinct member reporting is independent testimony;
 * an earlier warning shows a pattern; a new account (under 30 days) adds up to 10, a day-old one most.
 */
const weights = { money: 5, contact: 2, reporter: 4, warning: 3 } as const;

export interface RiskRow {
  id: string;
  reportedId: string | null;
  score: number;
  moneyFlags: number;
  contactFlags: number;
  reporters: number;
  warnings: number;
  accountAgeDays: number | null;
  /** The report's exact created_at (the keyset's tie-break after the score). */
  position: string;
}

/** Where the previous page of the risk-sorted queue ended. */
export interface RiskPosition {
  score: number;
  at: string;
  id: string;
}

/**
 * Reports with their reported member's risk, in one query: the member's flagged messages of the
 * last 30 days (from the partial index messages_flagged_idx), the distinct members with an open
 * report about them, the account's age and the warnings moderators gave them before. Sorted by
 * score, then newest; `openOnly` is the queue, `ids` a given set of reports.
 */
export function reportRisks(
  q: Queryable,
  options: { now: Date; openOnly?: boolean; ids?: string[]; after?: RiskPosition | null; limit?: number },
): Promise<RiskRow[]> {
  const { now, openOnly = false, ids, after, limit } = options;
  const since = new Date(now.getTime() - RISK_FLAG_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const filters: SQL[] = [];
  if (openOnly) filters.push(sql`r.handled_at is null`);
  if (ids) filters.push(sql`r.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  if (after) filters.push(sql`(risk.score, r.created_at, r.id) < (${after.score}::int, ${after.at}::timestamptz, ${after.id}::uuid)`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  return queryRows<RiskRow>(q, sql`
    select r.id, r.reported_id as "reportedId", risk.score, risk.money_flags as "moneyFlags", risk.contact_flags as "contactFlags",
      risk.reporters, risk.warnings, risk.account_age_days as "accountAgeDays",
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
    from ${profileReports} r
    cross join lateral (
      select parts.*,
        (parts.money_flags * ${weights.money} + parts.contact_flags * ${weights.contact} + parts.reporters * ${weights.reporter}
          + parts.warnings * ${weights.warning} + coalesce(greatest(0, 30 - parts.account_age_days) / 3, 0))::int as score
      from (
        select
          (select count(*) from ${messages} m where m.sender_id = r.reported_id and m.flags <> '{}'::text[]
             and m.created_at > ${since}::timestamptz and 'money' = any(m.flags))::int as money_flags,
          (select count(*) from ${messages} m where m.sender_id = r.reported_id and m.flags <> '{}'::text[]
             and m.created_at > ${since}::timestamptz and 'contact' = any(m.flags))::int as contact_flags,
          (select count(distinct o.reporter_id) from ${profileReports} o where o.reported_id = r.reported_id and o.handled_at is null)::int as reporters,
          (select count(*) from ${profileReports} o where o.reported_id = r.reported_id and o.decision = 'warning')::int as warnings,
          (select floor(extract(epoch from (${now.toISOString()}::timestamptz - p.created_at)) / 86400)::int
             from ${profiles} p where p.id = r.reported_id) as account_age_days
      ) parts
    ) risk
    ${where}
    order by risk.score desc, r.created_at desc, r.id desc
    ${limit ? sql`limit ${limit}` : sql``}`);
}
