import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { tokenTransactions } from '../../platform/db/schema/tokens';

export type LedgerEntry = typeof tokenTransactions.$inferInsert;

/** The balance follows by trigger (migration 0002): this insert is the whole balance change. */
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

/** The balance, with the profile row locked until the transaction ends (payments take turns). */
export async function lockBalance(q: Queryable, userId: string) {
  const [row] = await q.select({ balance: profiles.tokenBalance }).from(profiles).where(eq(profiles.id, userId)).for('update');
  return row?.balance;
}
