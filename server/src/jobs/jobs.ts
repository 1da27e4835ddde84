import type { Platform } from '../platform/platform';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

export interface Jobs {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/** Background work of a server process. Every job is safe to run on several servers at once. */
export function startJobs(platform: Platform): Jobs {
  const outbox = createOutboxWorker({
    db: platform.database.db,
    mailer: platform.mailer,
    clock: platform.clock,
    logger: platform.logger,
  });
  outbox.start();
  const unsubscribe = platform.bus.subscribe((event) => {
    if (event.type === 'outbox.enqueued') outbox.nudge();
  });
  return {
    outbox,
    async stop() {
      unsubscribe();
      await outbox.stop();
    },
  };
}
