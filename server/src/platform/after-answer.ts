import type { Logger } from './logger';

/**
 * Work a request starts but does not wait for: it begins once the answer is on its way, so
 * neither what the answer says nor how long it takes can depend on it (sign-up and password
 * reset look an address up here, so a stopwatch cannot tell a registered one). What the work
 * writes goes through its own transaction and the outbox as usual. A failure is logged, not
 * retried (the visitor asks again, as for a lost mail); a crash loses what had not finished;
 * a graceful stop waits for it (`settled`, from platform.close()).
 */
export interface AfterAnswer {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once everything started so far (and whatever that started) has finished. */
  settled(): Promise<void>;
}

/**
 * At most this much work waits or runs at once on one server. An answer gives no backpressure
 * (the client is told at once), so without a bound a flood from many addresses would queue
 * transactions without end in front of sign-ins and chat. Past it new work is dropped and
 * logged, never queued. That is safe: the answer never depended on the work, and each piece
 * is one transaction that either happens whole or not at all — a mail not queued, or (with
 * confirmation required) a sign-up not recorded — which is what a crash loses too, and the
 * visitor gets by asking again. Far above what people make (each piece takes milliseconds).
 */
export const AFTER_ANSWER_MAX_IN_FLIGHT = 100;

/**
 * `schedule` starts queued work: after the current I/O (setImmediate), or when a test says.
 * `maxInFlight`: the bound above (work waiting for its start counts).
 */
export function createAfterAnswer(
  logger: Logger,
  schedule: (start: () => void) => void = setImmediate,
  maxInFlight = AFTER_ANSWER_MAX_IN_FLIGHT,
): AfterAnswer {
  const inFlight = new Set<Promise<void>>();
  return {
    run(name, work) {
      if (inFlight.size >= maxInFlight) {
        logger.warn({ work: name, maxInFlight }, 'work after the answer dropped: too much in flight');
        return;
      }
      const done = new Promise<void>((resolve) => {
        schedule(() => {
          work()
            .catch((error: unknown) => logger.error({ err: error, work: name }, 'work after the answer failed'))
            .finally(resolve);
        });
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
