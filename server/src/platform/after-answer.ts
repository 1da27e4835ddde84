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

/** `schedule` starts queued work: after the current I/O (setImmediate), or when a test says. */
export function createAfterAnswer(logger: Logger, schedule: (start: () => void) => void = setImmediate): AfterAnswer {
  const inFlight = new Set<Promise<void>>();
  return {
    run(name, work) {
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
