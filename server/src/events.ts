import type { ChatMessage, ShieldWarning } from '@mithaq/contract/chat';
import type { NotificationView } from '@mithaq/contract/realtime';

/**
 * Domain events, published on the bus after their transaction commits. Features add their
 * events to this union; the realtime gateway, notifications and push subscribe to them.
 * With several servers the FanOutEvent ones (isFanOut) travel through Redis to every node.
 */
export type DomainEvent =
  /** Something was queued in the outbox; deliver it now rather than at the next poll. */
  | { type: 'outbox.enqueued' }
  /** The sign-up wizard finished (the demo subscriber likes new members back). */
  | { type: 'profile.created'; profileId: string; sex: 'male' | 'female' }
  /** A member turned photo privacy on or off: every server's /media forgets its kept answers. */
  | { type: 'pictures.privacyChanged'; profileId: string }
  | FanOutEvent;

/** Events some connected client must hear about, wherever its socket is: they fan out to every server (the web app's own RealtimeEvent, web/src/lib/realtime.ts, is what one socket receives). */
export type FanOutEvent =
  | { type: 'match.changed'; matchId: string; profileIds: [string, string] }
  /**
   * `message` is the sender's copy; `warning` (the scam shield's, null for none) goes into the
   * other participant's copy only (realtime/delivery.ts). `answeredSocket`: the socket that sent
   * it over the socket was answered with the message already.
   */
  | { type: 'message.created'; message: ChatMessage; recipients: [string, string]; warning: ShieldWarning | null; answeredSocket?: string }
  | { type: 'message.read'; matchId: string; readerId: string; upToSeq: number; recipients: [string, string] }
  | { type: 'like.received'; profileId: string }
  | { type: 'tokens.changed'; userId: string }
  /**
   * A moderator changed the member's own profile or its state (badge, pictures, a corrected gender, a
   * declined gender correction request): their open screens refetch it.
   */
  | { type: 'profile.changed'; profileId: string }
  | { type: 'notification.created'; userId: string; notification: NotificationView }
  /** A session (or, with null, every session of the user) ended: close its sockets. */
  | { type: 'session.ended'; userId: string; sessionId: string | null; keep?: string };

const localOnly = new Set<DomainEvent['type']>(['outbox.enqueued', 'profile.created']);

/** Whether an event must reach every server (realtime) or only this one's subscribers. */
export const isFanOut = (event: DomainEvent): event is FanOutEvent => !localOnly.has(event.type);
