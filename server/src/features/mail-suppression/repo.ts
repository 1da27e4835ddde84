import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { mailSuppressions } from '../../platform/db/schema/mail';

/** Records an address hash; recording it again changes nothing. */
export async function insertSuppression(q: Queryable, addressHash: string, now: Date) {
  await q.insert(mailSuppressions).values({ addressHash, createdAt: now }).onConflictDoNothing();
}

/** Which of these hashes (one address under each accepted key) are recorded. */
export async function recordedOf(q: Queryable, addressHashes: string[]): Promise<string[]> {
  const rows = await q
    .select({ addressHash: mailSuppressions.addressHash })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.addressHash, addressHashes));
  return rows.map((row) => row.addressHash);
}
