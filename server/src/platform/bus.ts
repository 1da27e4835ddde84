/**
 * The event bus carries side effects out after a transaction commits. In-process by
 * default; a Redis-backed bus with the same interface fans out across servers.
 */
export interface EventBus<E> {
  publish(event: E): Promise<void>;
  subscribe(handler: (event: E) => void | Promise<void>): () => void;
  close(): Promise<void>;
}

export function createInProcessBus<E>(onHandlerError: (error: unknown) => void): EventBus<E> {
  const handlers = new Set<(event: E) => void | Promise<void>>();
  return {
    async publish(event) {
      // A failing subscriber must not stop the others, nor the caller whose work already committed.
      await Promise.all(
        [...handlers].map(async (handler) => {
          try {
            await handler(event);
          } catch (error) {
            onHandlerError(error);
          }
        }),
      );
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
