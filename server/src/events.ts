/**
 * Domain events, published on the bus after their transaction commits. Features add their
 * events to this union; the realtime gateway, notifications and push subscribe to them.
 */
export type DomainEvent = { type: 'user.signed_up'; userId: string };
