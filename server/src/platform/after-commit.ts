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
 * Queues an event for after the commit of the transaction `q` belongs to. Only a transaction
 * opened by `inTransaction` publishes its events, so anything else is a bug that would drop
 * them silently (a moderator's adjustment once never reached the member's open wallet): it
 * throws instead.
 */
export function afterCommit(q: Queryable, event: DomainEvent) {
  const queued = pending.get(q);
  if (!queued) throw new Error(`afterCommit(${event.type}) outside inTransaction: the event would be lost`);
  queued.push(event);
}

/**
 * Publishes the events of a statement that committed on its own: a hot path's single call
 * (db/procedures.ts), which is its own transaction, so it has committed when it returns.
 */
export async function publishCommitted(deps: { bus: EventBus<DomainEvent> }, events: DomainEvent[]) {
  for (const event of events) await deps.bus.publish(event);
}
