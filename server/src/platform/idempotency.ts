import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { queryRows, type Tx } from './db/connect';
import { refusalOf } from './db/procedures';

export const requestHash = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * Runs `work` once per (user, key), inside the caller's transaction, with the same two steps
 * the money functions take (server/src/platform/db/sql/mithaq_claim_key.sql, mithaq_keep_answer.sql): the key
 * row is claimed first, so a concurrent request with the same key waits on it, then finds the
 * stored answer. A failure rolls the claim back with everything else, so a retry runs again.
 * The same key with a different request is refused.
 */
export async function once<T>(
  tx: Tx,
  key: { userId: string; key: string; request: unknown; now: Date; mismatchMessage: string },
  work: () => Promise<T>,
): Promise<T> {
  let stored: T | null;
  try {
    [{ stored }] = (await queryRows<{ stored: T | null }>(
      tx,
      sql`select mithaq_claim_key(${key.userId}, ${key.key}, ${requestHash(key.request)}, ${key.now.toISOString()}) as stored`,
    )) as [{ stored: T | null }];
  } catch (error) {
    if (refusalOf(error)?.reason === 'idempotency_mismatch') throw new DomainError('CONFLICT', key.mismatchMessage);
    throw error;
  }
  if (stored !== null) return stored;
  const result = await work();
  await tx.execute(sql`select mithaq_keep_answer(${key.userId}, ${key.key}, ${JSON.stringify(result)}::jsonb)`);
  return result;
}
