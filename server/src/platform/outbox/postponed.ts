/**
 * Thrown by a delivery that did not try at all, for a reason of this server's own (its host
 * already has as many deliveries as it may: server/src/platform/push/transport.ts). The row goes back in
 * the queue for `retryInMs` without spending an attempt.
 */
export class DeliveryPostponed extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
    this.name = 'DeliveryPostponed';
  }
}
