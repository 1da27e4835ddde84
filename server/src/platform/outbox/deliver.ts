import { inPlainTransaction } from '../after-commit';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/connect';
import type { Logger } from '../logger';
import * as repo from './repo';

const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/**
 * Delivers one row of its kind (mail, push), inside the claim's transaction. Resolves with what
 * the row keeps once done (no secret link, no message text); throws to have it retried.
 */
export type OutboxHandler = (tx: Tx, payload: unknown) => Promise<unknown>;
export type OutboxHandlers = Partial<Record<repo.OutboxKind, OutboxHandler>>;

/**
 * Sends up to `limit` due rows, each through the handler of its kind, and resolves with how
 * many it handled. The rows stay locked until their outcome is written, so any number of
 * servers can run this without sending twice. A failure is retried later, and given up after
 * the last attempt.
 */
export function deliverDue(deps: { db: Db; clock: Clock; logger: Logger; handlers: OutboxHandlers }, limit: number): Promise<number> {
  const { clock, logger, handlers } = deps;
  return inPlainTransaction(deps.db, async (tx) => {
    const now = clock.now();
    const due = await repo.claimDue(tx, now, limit);
    for (const row of due) {
      try {
        const handler = handlers[row.kind];
        if (!handler) throw new Error(`no delivery for outbox kind ${row.kind}`);
        const kept = await handler(tx, row.payload);
        await repo.markSent(tx, row.id, { sentAt: now, attempts: row.attempts + 1, kept });
      } catch (error) {
        const attempts = row.attempts + 1;
        logger.warn({ err: error, outboxId: row.id, kind: row.kind, attempts }, 'outbox delivery failed');
        await repo.markFailed(tx, row.id, {
          attempts,
          lastError: String(error).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          failedAt: attempts >= MAX_ATTEMPTS ? now : null,
        });
      }
    }
    return due.length;
  });
}

/** The most due rows a metrics scrape counts (beyond it the figure says "at least this many"). */
const BACKLOG_COUNT_CAP = 100_000;

/** Due, undelivered rows and the wait of the oldest, for the metrics. */
export function outboxBacklog(deps: { db: Db; clock: Clock }) {
  return repo.dueBacklog(deps.db, deps.clock.now(), BACKLOG_COUNT_CAP);
}
