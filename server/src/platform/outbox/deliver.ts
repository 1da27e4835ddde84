import crypto from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import type { OutboxLane } from './lanes';
import { DeliveryPostponed } from './postponed';
import * as repo from './repo';

export type { ClaimedRow } from './repo';

const MAX_ATTEMPTS = 8;

/**
 * How long a claimed row belongs to its worker. Far longer than a delivery may take (a push gives
 * up after about 3 s, an SMTP send is closed at its 60 s deadline: mail/mailer.ts, and a lane's
 * row may wait for the earlier ones to its device), so only a worker that died lets it run out;
 * then another sends it.
 */
export const OUTBOX_LEASE_MS = 5 * 60 * 1000;

/** 30 s, 1 min, 2 min … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/**
 * Delivers one row of its kind (mail, push) with no transaction open: a handler that must write
 * (deleting a push registration that is gone) does it in its own short statement on `db`.
 * Resolves with what the row keeps once done (no secret link, no message text); throws to have it
 * retried, or throws DeliveryPostponed to put it back untried.
 */
export type OutboxHandler = (db: Db, payload: unknown) => Promise<unknown>;
export type OutboxHandlers = Partial<Record<repo.OutboxKind, OutboxHandler>>;

interface Deps {
  db: Db;
  clock: Clock;
  logger: Logger;
}

/** Leases up to `limit` waiting rows of `lane` to this worker; the claim commits at once. */
export function claimDue(deps: Pick<Deps, 'db' | 'clock'>, lane: OutboxLane, limit: number): Promise<repo.ClaimedRow[]> {
  const now = deps.clock.now();
  return repo.claimDue(deps.db, { lane, now, limit, leaseUntil: new Date(now.getTime() + OUTBOX_LEASE_MS), token: crypto.randomUUID() });
}

/**
 * Sends one claimed row through its kind's handler, then records the outcome, only if the lease
 * is still this worker's: past it another worker may have sent the row again (mail and pushes
 * are at-least-once). A failure is retried with back-off and given up after the last attempt.
 */
export async function deliverClaimed(deps: Deps & { handlers: OutboxHandlers }, row: repo.ClaimedRow): Promise<void> {
  const { db, clock, logger } = deps;
  let recorded: boolean;
  try {
    const handler = deps.handlers[row.kind];
    if (!handler) throw new Error(`no delivery for outbox kind ${row.kind}`);
    const kept = await handler(db, row.payload);
    recorded = await repo.markSent(db, row, { sentAt: clock.now(), kept });
  } catch (error) {
    const now = clock.now();
    if (error instanceof DeliveryPostponed) {
      recorded = await repo.postpone(db, row, new Date(now.getTime() + error.retryInMs));
    } else {
      logger.warn({ err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'outbox delivery failed');
      recorded = await repo.markFailed(db, row, {
        lastError: String(error).slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        failedAt: row.attempts >= MAX_ATTEMPTS ? now : null,
      });
    }
  }
  if (!recorded) logger.warn({ outboxId: row.id, kind: row.kind }, 'outbox lease ran out before the outcome: not recorded');
}

/** The most due rows a metrics scrape counts per lane (beyond it the figure says "at least this many"). */
const BACKLOG_COUNT_CAP = 100_000;

/** Per lane: rows waiting for a worker and the wait of the oldest, for the metrics. */
export function outboxBacklog(deps: { db: Db; clock: Clock }) {
  return repo.dueBacklog(deps.db, deps.clock.now(), BACKLOG_COUNT_CAP);
}
