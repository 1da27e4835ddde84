/**
 * Domain events, published on the bus after their transaction commits. Features add their
 * events to this union; the realtime gateway, notifications and push subscribe to them.
 */
export type DomainEvent =
  /** Something was queued in the outbox; deliver it now rather than at the next poll. */
  | { type: 'outbox.enqueued' }
  /** The sign-up wizard finished (the demo subscriber likes new members back). */
  | { type: 'profile.created'; profileId: string; sex: 'male' | 'female' };
