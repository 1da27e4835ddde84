import { okSchema } from '../auth';
import { keepChatSchema, marriageResponseSchema } from '../marriage';
import { defineEndpoint } from './define';
import { matchParamsSchema as params } from './matches';

/** "We got married", from the chat: the match's marriage, saying it, confirming or declining it, keeping the chat. */
export const marriageEndpoints = {
  get: defineEndpoint({ method: 'GET', path: '/api/matches/:id/marriage', params, response: marriageResponseSchema, errors: ['matches.notFound'] }),
  say: defineEndpoint({
    method: 'POST',
    path: '/api/matches/:id/marriage',
    params,
    response: okSchema,
    errors: ['matches.notFound', 'marriage.notAvailable', 'marriage.alreadyAsked', 'marriage.alreadyMarried', 'marriage.askAgainLater'],
  }),
  confirm: defineEndpoint({ method: 'POST', path: '/api/matches/:id/marriage/confirm', params, response: okSchema, errors: ['matches.notFound', 'marriage.nothingToConfirm'] }),
  decline: defineEndpoint({ method: 'POST', path: '/api/matches/:id/marriage/decline', params, response: okSchema, errors: ['matches.notFound', 'marriage.nothingToConfirm'] }),
  keepChat: defineEndpoint({ method: 'PUT', path: '/api/matches/:id/marriage/keep-chat', params, body: keepChatSchema, response: marriageResponseSchema, errors: ['matches.notFound', 'marriage.notMarried'] }),
};
