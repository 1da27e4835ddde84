import { realtimeCloseCodes, type ServerEvent } from '@mithaq/contract/realtime';
import type { DomainEvent, RealtimeEvent } from '../../events';
import type { Platform } from '../../platform/platform';
import { currentBalance } from '../tokens/service';
import { sendEvent, sendFrame, type ConnectionRegistry } from './connections';

type Deps = Pick<Platform, 'bus' | 'database' | 'logger'>;

/** Who hears an event, and what they are told. Only ever a participant or the profile's owner. */
function addressed(event: Exclude<RealtimeEvent, { type: 'tokens.changed' | 'session.ended' }>): [string[], ServerEvent] {
  switch (event.type) {
    case 'match.changed':
      return [event.profileIds, { type: 'match.updated', matchId: event.matchId }];
    case 'message.created':
      return [event.recipients, { type: 'message.created', message: event.message }];
    case 'message.read':
      return [event.recipients, { type: 'message.read', matchId: event.matchId, readerId: event.readerId, upToSeq: event.upToSeq }];
    case 'like.received':
      return [[event.profileId], { type: 'like.received' }];
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
      default: {
        const [userIds, message] = addressed(event);
        // The socket a message was sent on has it in its `sent` answer: no second copy.
        const answered = event.type === 'message.created' ? event.answeredSocket : undefined;
        let frame: string | undefined;
        for (const userId of new Set(userIds)) {
          for (const connection of registry.of(userId)) {
            if (connection.id !== answered) sendFrame(connection, (frame ??= JSON.stringify(message)));
          }
        }
      }
    }
  });
}

function endSessionSockets(registry: ConnectionRegistry, event: Extract<RealtimeEvent, { type: 'session.ended' }>) {
  for (const connection of registry.of(event.userId)) {
    const ended = event.sessionId === null ? connection.auth.sessionId !== event.keep : connection.auth.sessionId === event.sessionId;
    if (ended) connection.socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
  }
}
