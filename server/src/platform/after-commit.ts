import type { DomainEvent } from '../events';
import type { EventBus } from './bus';
import type { Database, Queryable, Tx } from './db/connect';

/** Events waiting for their transaction to commit, keyed by the transaction object. */
const pending = new WeakMap<Queryable, DomainEvent[]>();

/**
 * Runs `work` in a transaction and publishes the events it queued (with `afterCommit`) once,
 * and only if, it committed: nobody is told about a payment that rolled back.
 */
export async function inTransaction<T>(
  deps: { database: Database; bus: EventBus<DomainEvent> },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const queued: DomainEvent[] = [];
  const result = await deps.database.db.transaction(async (tx) => {
    pending.set(tx, queued);
    return work(tx);
  });
  for (const event of queued) await deps.bus.publish(event);
  return result;
}

/**
 * Queues an event for after the commit of the transaction `q` belongs to. Outside a
 * transaction opened by `inTransaction` (seeding, a bare query) there is nobody to tell and
 * the event is dropped: realtime events only tell, the database stays the truth, and clients
 * catch up when they reconnect or refetch.
 */
export function afterCommit(q: Queryable, event: DomainEvent) {
  pending.get(q)?.push(event);
}
