import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { tokenTransactions } from '../../platform/db/schema/tokens';

export type LedgerEntry = typeof tokenTransactions.$inferInsert;

/** The balance follows by trigger (server/src/features/tokens/sql/mithaq_apply_token_transaction.sql): this insert is the whole balance change. */
export async function insertTransaction(q: Queryable, entry: LedgerEntry) {
  const [row] = await q.insert(tokenTransactions).values(entry).returning();
  return row!;
}

export async function recentTransactions(q: Queryable, userId: string, limit: number) {
  return q
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
    .orderBy(desc(tokenTransactions.createdAt), desc(tokenTransactions.id))
    .limit(limit);
}

export async function balanceOf(q: Queryable, userId: string) {
  const [row] = await q.select({ balance: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId));
  return row?.balance;
}

/**
 * The weekly top-up, one statement: every balance below `topUpTo` gets `topUpTo - balance`, but
 * never more than `topUpTo` itself, so a penalty is not wiped out (-3 gets 10 and ends at 7).
 * The balances are read locked (FOR UPDATE re-reads a row a concurrent payment just changed),
 * and the trigger writes them within this same statement, so no spend slips in between.
 * `key` is the grant's wording (ledgerKeys). `dedupeKey` is unique per user: a second run of the week inserts nothing. Returns who got one.
 */
export async function grantTopUp(q: Queryable, grant: { topUpTo: number; key: string; dedupeKey: string; now: Date }) {
  const rows = await queryRows<{ user_id: string }>(
    q,
    sql`insert into token_transactions (user_id, amount, type, description_key, dedupe_key, created_at)
        select p.id, least(${grant.topUpTo} - p.token_balance, ${grant.topUpTo}), 'grant', ${grant.key}, ${grant.dedupeKey},
               ${grant.now.toISOString()}::timestamptz
        from profiles p
        where p.token_balance < ${grant.topUpTo}
        for update of p
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning user_id`,
  );
  return rows.map((row) => row.user_id);
}
