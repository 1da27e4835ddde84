import { Redis } from 'ioredis';
import type { EventBus } from './bus';
import { createInProcessBus } from './bus';

const CHANNEL = 'mithaq:events';

/**
 * The in-process bus, plus Redis pub/sub for the events every server must hear (a message
 * sent through server B reaches the socket held by server A). A fanned-out event reaches this
 * server's own subscribers on its way back from Redis, so each server handles it exactly once.
 */
export function createRedisBus<E>(options: {
  url: string;
  isFanOut: (event: E) => boolean;
  onHandlerError: (error: unknown) => void;
}): EventBus<E> & { ready: Promise<void> } {
  const local = createInProcessBus<E>(options.onHandlerError);
  const publisher = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url, { lazyConnect: false });
  subscriber.on('message', (_channel: string, payload: string) => {
    let event: E;
    try {
      event = JSON.parse(payload) as E;
    } catch (error) {
      options.onHandlerError(error);
      return;
    }
    void local.publish(event);
  });
  // Errors surface through reconnects and failed publishes; an unhandled 'error' would crash.
  publisher.on('error', options.onHandlerError);
  subscriber.on('error', options.onHandlerError);
  const ready = subscriber.subscribe(CHANNEL).then(() => undefined);
  return {
    ready,
    async publish(event) {
      if (options.isFanOut(event)) await publisher.publish(CHANNEL, JSON.stringify(event));
      else await local.publish(event);
    },
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      await local.close();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
