import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/connect';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail/mailer';
import { mailDelivery } from '../platform/mail/outbox';
import { claimDue, deliverClaimed, type OutboxHandlers } from '../platform/outbox/deliver';
import { LANE_CONCURRENCY, OUTBOX_LANES, type OutboxLane } from '../platform/outbox/lanes';
import { pushDelivery, type QueuedPush } from '../platform/push/delivery';
import type { PushSender } from '../platform/push/push-sender';
import { storageDeleteDelivery } from '../platform/storage/deletes';
import type { Storage } from '../platform/storage/storage';
import { createLaneRunner } from './outbox-lane';

const POLL_MS = 5000;

export interface OutboxWorker {
  /** Sends what is due now in every lane; resolves with how many rows it handled. */
  deliverDue(): Promise<number>;
  /** Ask for a delivery round soon (after a commit that queued something). */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Schedules the delivery of queued mail, pushes and file deletes: one loop per lane (push,
 * account, bulk, storage), each with its own concurrency, so pushes and account mail never wait
 * behind news or a slow host. A round when nudged after a commit, a poll every few seconds for
 * retries. Rows are leased in a short statement and sent with no transaction open
 * (platform/outbox/deliver.ts hands each to its kind: platform/mail/outbox.ts,
 * platform/push/delivery.ts, platform/storage/deletes.ts). Safe on any number of servers.
 */
export function createOutboxWorker(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  pushSender?: PushSender;
  storage?: Pick<Storage, 'delete'>;
}): OutboxWorker {
  const { db, clock, logger } = deps;
  const handlers: OutboxHandlers = {
    mail: mailDelivery(deps.mailer),
    ...(deps.pushSender ? { push: pushDelivery({ sender: deps.pushSender, logger }) } : {}),
    ...(deps.storage ? { 'storage.delete': storageDeleteDelivery(deps.storage) } : {}),
  };
  // Without a sender or a storage (a test of mail only) the push or storage lane does not run: its rows wait untouched.
  const runs: Partial<Record<OutboxLane, boolean>> = { push: Boolean(deps.pushSender), storage: Boolean(deps.storage) };
  const lanes = OUTBOX_LANES.filter((lane) => runs[lane] !== false).map((lane) =>
    createLaneRunner({
      lane,
      concurrency: LANE_CONCURRENCY[lane],
      claim: (limit) => claimDue({ db, clock }, lane, limit),
      deliver: (row) => deliverClaimed({ db, clock, logger, handlers }, row),
      // One device's pushes arrive in the order they were queued (a burst of messages reads in order).
      orderKey: lane === 'push' ? (payload) => (payload as QueuedPush).subscriptionId : undefined,
      logger,
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const pumpAll = () => lanes.forEach((lane) => lane.pump());

  return {
    deliverDue: async () => (await Promise.all(lanes.map((lane) => lane.drain()))).reduce((sum, handled) => sum + handled, 0),
    nudge: () => setImmediate(pumpAll),
    start() {
      timer ??= setInterval(pumpAll, POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
}
