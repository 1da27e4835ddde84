import { afterCommit } from '../after-commit';
import type { Queryable } from '../db/connect';

/**
 * Rows were queued in the transaction `q`: wake this server's outbox worker once it commits, so
 * they leave at once rather than at the next poll. The one place `outbox.enqueued` is published.
 */
export function nudgeAfterCommit(q: Queryable) {
  afterCommit(q, { type: 'outbox.enqueued' });
}
