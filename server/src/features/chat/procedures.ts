import { chatMessageSchema, chatMessages } from '@mithaq/contract/chat';
import { matchMessages } from '@mithaq/contract/matches';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../errors';
import type { DomainEvent } from '../../events';
import { defineProcedure, type Refusals } from '../../platform/db/procedures';
import { notificationEvents, notifyResultSchema } from '../notifications/public';
import { warningOf } from './shield/detect';

/** The chat's stored functions (mithaq_send_message, mithaq_mark_read): what service.ts calls. */

const notFoundRefusal: Refusals = { match_not_found: () => notFound(matchMessages.notFound) };

/**
 * Sends a message (server/src/features/chat/sql/mithaq_send_message.sql writes each rule). The sender and the other hear of
 * it after the commit (the other with the shield's warning), the socket it came on excepted
 * (`answeredSocket`: it is answered with the message itself); then the other's notification, or
 * the pushes queued for a message their unread notification already stands for.
 */
export const sendMessageProcedure = defineProcedure('mithaq_send_message', {
  args: {
    match: 'uuid', sender: 'uuid', clientId: 'uuid', content: 'text', now: 'timestamptz', viewers: 'uuid[]', replyWithinMs: 'bigint',
    noteKey: 'text', pushBody: 'text', flags: 'text[]', confirmContact: 'boolean',
  },
  answer: z.object({
    message: chatMessageSchema,
    otherId: z.string(),
    notification: notifyResultSchema.nullable().optional(),
    pushes: z.number().optional(),
    replay: z.boolean(),
  }),
  refusals: {
    ...notFoundRefusal,
    cannot_send: () => conflict(chatMessages.cannotSend),
    member_unavailable: () => conflict(chatMessages.memberUnavailable),
    chat_locked: () => forbidden(chatMessages.chatLocked),
    client_id_reused: () => conflict(chatMessages.clientIdReused),
    confirm_contact: () => conflict(chatMessages.confirmContact),
    recipient_verified_only: () => forbidden(chatMessages.recipientVerifiedOnly),
  },
  events: (sent, { sender, flags }, answeredSocket: string | undefined): DomainEvent[] =>
    sent.replay
      ? []
      : [
          { type: 'message.created', message: sent.message, recipients: [sender, sent.otherId], warning: warningOf(flags), answeredSocket },
          ...notificationEvents([sent.notification ?? null]),
          ...(sent.pushes ? [{ type: 'outbox.enqueued' as const }] : []),
        ],
});

/** Marks the other side's messages read, up to `upTo` when given; both participants hear how far. */
export const markReadProcedure = defineProcedure('mithaq_mark_read', {
  args: { match: 'uuid', reader: 'uuid', now: 'timestamptz', upTo: 'bigint?' },
  answer: z.object({ marked: z.number(), upToSeq: z.number().nullable(), otherId: z.string() }),
  refusals: notFoundRefusal,
  events: (read, { match, reader }): DomainEvent[] =>
    read.marked > 0 && read.upToSeq !== null
      ? [{ type: 'message.read', matchId: match, readerId: reader, upToSeq: read.upToSeq, recipients: [reader, read.otherId] }]
      : [],
});
