import type { Logger } from '../platform/logger';
import type { ClaimedRow } from '../platform/outbox/deliver';
import type { OutboxLane } from '../platform/outbox/lanes';

export interface OutboxLaneRunner {
  /** Claims and sends until nothing waits and nothing is in flight; resolves with how many rows finished meanwhile. */
  drain(): Promise<number>;
  /** Claims what fits beside the rows in flight (after a nudge, on a poll). */
  pump(): void;
  /** Claims nothing more; resolves once the rows in flight are done. */
  stop(): Promise<void>;
}

export interface LaneOptions {
  lane: OutboxLane;
  /** At most this many rows in flight at once. */
  concurrency: number;
  claim: (limit: number) => Promise<ClaimedRow[]>;
  deliver: (row: ClaimedRow) => Promise<void>;
  /** Rows with the same key go one after another, in the order claimed (one device's pushes stay in order). */
  orderKey?: (payload: unknown) => string | undefined;
  logger: Logger;
}

/**
 * One lane's loop: keeps up to `concurrency` rows in flight, claiming more whenever one finishes,
 * so a slow row holds one slot, never the lane. Claims are short statements of their own; no
 * transaction is open while a row is sent.
 */
export function createLaneRunner(options: LaneOptions): OutboxLaneRunner {
  const { lane, concurrency, claim, deliver, orderKey, logger } = options;
  let inFlight = 0;
  let finished = 0;
  let claiming: Promise<void> | undefined;
  let more = false;
  let stopped = false;
  const tails = new Map<string, Promise<void>>();
  let idle: (() => void)[] = [];

  const settle = () => {
    if (claiming || inFlight > 0) return;
    const waiting = idle;
    idle = [];
    waiting.forEach((resolve) => resolve());
  };

  function start(row: ClaimedRow) {
    inFlight += 1;
    const key = orderKey?.(row.payload);
    const before = key === undefined ? undefined : tails.get(key);
    const run: Promise<void> = (before ?? Promise.resolve())
      .then(() => deliver(row))
      .catch((error: unknown) => logger.error({ err: error, outboxId: row.id, lane }, 'outbox delivery not recorded'))
      .finally(() => {
        if (key !== undefined && tails.get(key) === run) tails.delete(key);
        inFlight -= 1;
        finished += 1;
        pump();
        settle();
      });
    if (key !== undefined) tails.set(key, run);
  }

  async function claimWhatFits() {
    do {
      more = false;
      const room = concurrency - inFlight;
      if (room <= 0 || stopped) return;
      const rows = await claim(room);
      rows.forEach(start);
      // A full claim may have left more behind; a nudge meanwhile (more = true) asks again too.
      if (rows.length === room) more = true;
    } while (more);
  }

  function pump() {
    if (stopped) return;
    if (claiming) {
      more = true;
      return;
    }
    claiming = claimWhatFits()
      .catch((error: unknown) => logger.error({ err: error, lane }, 'outbox claim failed'))
      .finally(() => {
        claiming = undefined;
        settle();
      });
  }

  const whenIdle = () =>
    new Promise<void>((resolve) => {
      idle.push(resolve);
      settle();
    });

  return {
    async drain() {
      const before = finished;
      pump();
      await whenIdle();
      return finished - before;
    },
    pump,
    async stop() {
      stopped = true;
      await whenIdle();
    },
  };
}
