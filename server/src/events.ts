/**
 * Domain events, published on the bus after their transaction commits. Features add their
 * events to this union; the realtime gateway, notifications and push subscribe to them.
 */
export type DomainEvent =
  /** Something was queued in the outbox; deliver it now rather than at the next poll. */
  { type: 'outbox.enqueued' };
