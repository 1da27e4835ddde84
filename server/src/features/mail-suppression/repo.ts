import { eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { mailSuppressions } from '../../platform/db/schema/mail';

/**
 * Records an address hash; recording it again changes nothing. `previousHash`: the row under the
 * previous secret this one is recorded again for (a rotation), so both go when it is taken back.
 */
export async function insertSuppression(q: Queryable, addressHash: string, now: Date, previousHash?: string) {
  await q.insert(mailSuppressions).values({ addressHash, createdAt: now, previousHash }).onConflictDoNothing();
}

/** Which of these hashes (one address under each accepted key) are recorded. */
export async function recordedOf(q: Queryable, addressHashes: string[]): Promise<string[]> {
  const rows = await q
    .select({ addressHash: mailSuppressions.addressHash })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.addressHash, addressHashes));
  return rows.map((row) => row.addressHash);
}

/** The rows a link's hash stands for: its own, and one recorded again for it under a newer secret. */
const namedBy = (hash: string) => or(eq(mailSuppressions.addressHash, hash), eq(mailSuppressions.previousHash, hash));

/** Whether the address a link names is recorded (under the link's secret, or again under the newer one). */
export async function recordedByLink(q: Queryable, hash: string): Promise<boolean> {
  const rows = await q.select({ addressHash: mailSuppressions.addressHash }).from(mailSuppressions).where(namedBy(hash)).limit(1);
  return rows.length > 0;
}

/**
 * Deletes every row of the address a link names: its own, the one recorded again for it under a
 * newer secret, and (a link of the newer secret) the previous secret's row its own stands for.
 * Answers how many went.
 */
export async function deleteByLink(q: Queryable, hash: string): Promise<number> {
  const previousOfOwn = q.select({ hash: mailSuppressions.previousHash }).from(mailSuppressions).where(eq(mailSuppressions.addressHash, hash));
  const deleted = await q
    .delete(mailSuppressions)
    .where(or(namedBy(hash), inArray(mailSuppressions.addressHash, previousOfOwn)))
    .returning({ addressHash: mailSuppressions.addressHash });
  return deleted.length;
}
