import type { ChatMessage } from '@mithaq/contract/chat';
import { realtimeCloseCodes, type ServerEvent } from '@mithaq/contract/realtime';
import type { DomainEvent, FanOutEvent } from '../../events';
import type { Platform } from '../../platform/platform';
import { currentBalance } from '../tokens/public';
import { sendEvent, sendFrame, type ConnectionRegistry } from './connections';

type Deps = Pick<Platform, 'bus' | 'database' | 'logger'>;

/** Who hears an event, and what they are told. Only ever a participant or the profile's owner. */
function addressed(event: Exclude<FanOutEvent, { type: 'tokens.changed' | 'session.ended' | 'message.created' }>): [string[], ServerEvent] {
  switch (event.type) {
    case 'match.changed':
      return [event.profileIds, { type: 'match.updated', matchId: event.matchId }];
    case 'message.read':
      return [event.recipients, { type: 'message.read', matchId: event.matchId, readerId: event.readerId, upToSeq: event.upToSeq }];
    case 'like.received':
      return [[event.profileId], { type: 'like.received' }];
    case 'profile.changed':
      return [[event.profileId], { type: 'profile.changed' }];
    case 'notification.created':
      return [[event.userId], { type: 'notification.created', notification: event.notification }];
  }
}

/**
 * Passes bus events to the sockets this server holds. Every server runs this; with Redis each
 * one sees every event and delivers to its own sockets only.
 */
export function deliverRealtimeEvents(deps: Deps, registry: ConnectionRegistry) {
  return deps.bus.subscribe(async (event: DomainEvent) => {
    switch (event.type) {
      case 'outbox.enqueued':
      case 'profile.created':
      case 'pictures.privacyChanged':
        return;
      case 'session.ended':
        return endSessionSockets(registry, event);
      case 'tokens.changed': {
        const connections = registry.of(event.userId);
        if (connections.length === 0) return;
        // Read when delivered, not when published: the newest balance wins however events interleave.
        const balance = await currentBalance(deps, event.userId);
        if (balance === undefined) return;
        for (const connection of connections) sendEvent(connection, { type: 'tokens.changed', balance });
        return;
      }
      case 'message.created':
        return deliverMessage(registry, event);
      default: {
        const [userIds, message] = addressed(event);
        let frame: string | undefined;
        for (const userId of new Set(userIds)) {
          for (const connection of registry.of(userId)) sendFrame(connection, (frame ??= JSON.stringify(message)));
        }
      }
    }
  });
}

const messageFrame = (message: ChatMessage) => JSON.stringify({ type: 'message.created', message } satisfies ServerEvent);

/**
 * A new message to both participants' sockets on this server, each its own copy: the sender's
 * as stored, the other's with the scam shield's warning if any (the sender is never told). Every server
 * gets the same bus event and builds the copies for its own sockets, so fan-out across nodes is
 * unchanged. The socket the message was sent on has it in its `sent` answer: no second copy.
 */
function deliverMessage(registry: ConnectionRegistry, event: Extract<FanOutEvent, { type: 'message.created' }>) {
  // Serialised once per copy, and only if someone on this server gets it.
  let plain: string | undefined;
  let warned: string | undefined;
  for (const userId of new Set(event.recipients)) {
    const warn = event.warning !== null && userId !== event.message.senderId;
    for (const connection of registry.of(userId)) {
      if (connection.id === event.answeredSocket) continue;
      if (warn) sendFrame(connection, (warned ??= messageFrame({ ...event.message, warning: event.warning })));
      else sendFrame(connection, (plain ??= messageFrame(event.message)));
    }
  }
}

function endSessionSockets(registry: ConnectionRegistry, event: Extract<FanOutEvent, { type: 'session.ended' }>) {
  for (const connection of registry.of(event.userId)) {
    const ended = event.sessionId === null ? connection.auth.sessionId !== event.keep : connection.auth.sessionId === event.sessionId;
    if (ended) connection.socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
  }
}
