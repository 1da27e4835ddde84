import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../errors';
import type { Tx } from './db/connect';
import { idempotencyKeys } from './db/schema/tokens';

export const requestHash = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * Runs `work` once per (user, key), inside the caller's transaction. The key row is inserted
 * first: a concurrent request with the same key waits on it, then finds the stored answer.
 * A failure rolls the row back with everything else, so a retry runs again. The same key
 * with a different request is refused.
 */
export async function once<T>(
  tx: Tx,
  key: { userId: string; key: string; request: unknown; now: Date; mismatchMessage: string },
  work: () => Promise<T>,
): Promise<T> {
  const hash = requestHash(key.request);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: key.userId, key: key.key, requestHash: hash, statusCode: 0, response: {}, createdAt: key.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.key, key.key));
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(where);
    if (!stored || stored.requestHash !== hash) throw new DomainError('CONFLICT', key.mismatchMessage);
    return stored.response as T;
  }
  const result = await work();
  await tx.update(idempotencyKeys).set({ statusCode: 200, response: result as object }).where(where);
  return result;
}
