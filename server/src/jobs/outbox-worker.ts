import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/connect';
import { outbox } from '../platform/db/schema/notifications';
import type { Logger } from '../platform/logger';
import type { Clock } from '../platform/clock';
import type { MailMessage, Mailer } from '../platform/mail/mailer';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const POLL_MS = 5000;

/** 30 s, 1 min, 2 min … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

export interface OutboxWorker {
  /** Sends what is due now; resolves with how many rows it handled. */
  deliverDue(): Promise<number>;
  /** Ask for a delivery round soon (after a commit that queued something). */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * servers can run this without sending twice. A delivered row keeps only its address and
 * subject: links with tokens do not stay in the database.
 */
export function createOutboxWorker(deps: { db: Db; mailer: Mailer; clock: Clock; logger: Logger }): OutboxWorker {
  const { db, mailer, clock, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  const deliverBatch = () =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const message = row.payload as MailMessage;
        try {
          if (row.kind === 'mail') await mailer.send(message);
          await tx
            .update(outbox)
            .set({ sentAt: now, attempts: row.attempts + 1, payload: { to: message.to, subject: message.subject } })
            .where(eq(outbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          logger.warn({ err: error, outboxId: row.id, attempts }, 'outbox delivery failed');
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: String(error).slice(0, 500),
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
              failedAt: attempts >= MAX_ATTEMPTS ? now : null,
            })
            .where(eq(outbox.id, row.id));
        }
      }
      return due.length;
    });

  const deliverDue = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        let handled: number;
        do {
          handled = await deliverBatch();
          total += handled;
        } while (handled === BATCH);
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const runSafely = () => {
    deliverDue().catch((error) => logger.error({ err: error }, 'outbox round failed'));
  };

  return {
    deliverDue,
    nudge: () => setImmediate(runSafely),
    start() {
      timer ??= setInterval(runSafely, POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/** Rows still waiting, for health and tests. */
export async function pendingOutboxCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return row?.n ?? 0;
}
