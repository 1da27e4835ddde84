import { DeliveryPostponed } from '../outbox/postponed';

/** The longest one exchange with a push service may take: connecting, TLS, the answer and its body. */
export const PUSH_TIMEOUT_MS = 3000;
/** At most this many deliveries to one push host at once, per server process: a slow host keeps its own slots busy, never the lane. */
export const PUSH_PER_HOST = 8;
/** A push to a host with no free slot is tried again this much later, without spending an attempt. */
const BUSY_HOST_RETRY_MS = 2000;

export interface PushTransport {
  /**
   * One request to a push service, whose answer `read` turns into a result (reading or cancelling
   * the body). Redirects are refused (never followed); the whole exchange has PUSH_TIMEOUT_MS.
   */
  post<T>(url: string, init: { headers: Record<string, string>; body?: string | Buffer }, read: (response: Response) => Promise<T>): Promise<T>;
}

/** fetch says only "fetch failed"; the reason (timed out, refused, a redirect) is its cause. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${PUSH_TIMEOUT_MS} ms (timed out)`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The one way the push senders (Web Push, FCM) reach the network. */
export function createPushTransport(perHost = PUSH_PER_HOST): PushTransport {
  const busy = new Map<string, number>();
  return {
    async post(url, init, read) {
      const { host } = new URL(url);
      const used = busy.get(host) ?? 0;
      if (used >= perHost) throw new DeliveryPostponed(`${host} has ${used} deliveries in flight`, BUSY_HOST_RETRY_MS);
      busy.set(host, used + 1);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: init.headers,
          body: init.body,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        }).catch((error: unknown) => {
          throw new Error(`${host}: ${reasonOf(error)}`);
        });
        return await read(response);
      } finally {
        const left = (busy.get(host) ?? 1) - 1;
        if (left > 0) busy.set(host, left);
        else busy.delete(host);
      }
    },
  };
}
