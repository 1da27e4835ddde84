import type { DomainEvent } from '../../events';
import { publishCommitted } from '../after-commit';
import type { EventBus } from '../bus';
import type { Database, Queryable } from '../db/connect';
import type { OutboxHandler } from '../outbox/deliver';
import { nudgeAfterCommit } from '../outbox/nudge';
import * as outboxRepo from '../outbox/repo';
import { isValidStorageKey, type Storage } from './storage';

/** What a storage.delete outbox row holds, before and after: the keys, which are no secret. */
interface QueuedDelete {
  keys: string[];
}

/**
 * Queues the deletion of stored files in the transaction `q` that removes (or never commits) the
 * rows pointing at them: the outbox deletes them once it commits, retrying with back-off, so a
 * crash or a store that is down never leaves a file no row knows of. Nothing is queued for no keys.
 */
export async function queueFileDeletes(q: Queryable, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await outboxRepo.insert(q, 'storage.delete', { keys } satisfies QueuedDelete, now, 'storage');
  nudgeAfterCommit(q);
}

/**
 * Queues the deletion in a statement of its own, outside any business transaction: the files of
 * an upload whose row never committed (nothing points at them, and nothing ever will).
 */
export async function queueOrphanDeletes(deps: { database: Database; bus: EventBus<DomainEvent> }, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await outboxRepo.insert(deps.database.db, 'storage.delete', { keys } satisfies QueuedDelete, now, 'storage');
  await publishCommitted(deps, [{ type: 'outbox.enqueued' }]);
}

/**
 * Deletes at once, after the commit, files already queued for the outbox: a removed picture's
 * URLs then answer 404 at once, as before the outbox (/media keeps a viewer's access for a few
 * seconds, server/src/features/pictures/access.ts, so the file itself must go). A failure here
 * is the queued row's to retry, so it is not reported; a file the outbox then finds gone is done.
 */
export async function deleteQueuedFilesNow(deps: { storage: Pick<Storage, 'delete'> }, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
}

function keysOf(payload: unknown): string[] {
  const keys = (payload as Partial<QueuedDelete> | null)?.keys;
  if (!Array.isArray(keys) || !keys.every((key): key is string => typeof key === 'string' && isValidStorageKey(key))) {
    throw new Error('storage.delete row without valid storage keys');
  }
  return keys;
}

/**
 * The outbox's delivery of a storage.delete row: done once every file is gone (one that is
 * already gone counts as done, Storage.delete), else thrown to be retried, all of them again.
 */
export function storageDeleteDelivery(storage: Pick<Storage, 'delete'>): OutboxHandler {
  return async (_db, payload) => {
    const keys = keysOf(payload);
    await Promise.all(keys.map((key) => storage.delete(key)));
    return { keys } satisfies QueuedDelete;
  };
}
