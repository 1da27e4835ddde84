import {
  markReadBodySchema,
  markReadResponseSchema,
  messagePageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  unreadCountsSchema,
} from '../chat';
import { defineEndpoint } from './define';
import { matchParamsSchema } from './matches';

export const chatEndpoints = {
  history: defineEndpoint({ method: 'GET', path: '/api/matches/:id/messages', params: matchParamsSchema, query: messagesQuerySchema, response: messagePageSchema, errors: ['matches.notFound'] }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/matches/:id/messages',
    params: matchParamsSchema,
    body: sendMessageBodySchema,
    response: sendMessageResponseSchema,
    errors: [
      'matches.notFound',
      'chat.chatLocked',
      'chat.cannotSend',
      'chat.memberUnavailable',
      'chat.blank',
      'chat.tooLong',
      'chat.clientIdReused',
      'chat.confirmContact',
      'chat.recipientVerifiedOnly',
    ],
  }),
  markRead: defineEndpoint({ method: 'POST', path: '/api/matches/:id/read', params: matchParamsSchema, body: markReadBodySchema, response: markReadResponseSchema, errors: ['matches.notFound'] }),
  unread: defineEndpoint({ method: 'GET', path: '/api/chat/unread', response: unreadCountsSchema, errors: [] }),
};
