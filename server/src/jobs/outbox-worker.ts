import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/connect';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail/mailer';
import { mailDelivery } from '../platform/mail/outbox';
import { deliverDue as deliverDueRows, type OutboxHandlers } from '../platform/outbox/deliver';
import { pushDelivery } from '../platform/push/delivery';
import type { PushSender } from '../platform/push/push-sender';

const BATCH = 20;
const POLL_MS = 5000;

export interface OutboxWorker {
  /** Sends what is due now; resolves with how many rows it handled. */
  deliverDue(): Promise<number>;
  /** Ask for a delivery round soon (after a commit that queued something). */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Schedules the delivery of queued mail and pushes (platform/outbox/deliver.ts hands each row to
 * its kind: platform/mail/outbox.ts, platform/push/delivery.ts): a round when
 * nudged after a commit, a poll every few seconds for retries, batch after batch until none is
 * full. Safe on any number of servers: the rows are claimed with FOR UPDATE SKIP LOCKED.
 */
export function createOutboxWorker(deps: { db: Db; mailer: Mailer; clock: Clock; logger: Logger; pushSender?: PushSender }): OutboxWorker {
  const { logger } = deps;
  // Without a sender (a test of mail only) push rows wait, as for any delivery that fails.
  const handlers: OutboxHandlers = {
    mail: mailDelivery(deps.mailer),
    ...(deps.pushSender ? { push: pushDelivery({ sender: deps.pushSender, logger }) } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  const deliverBatch = () => deliverDueRows({ db: deps.db, clock: deps.clock, logger, handlers }, BATCH);

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
