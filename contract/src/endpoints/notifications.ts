import { z } from 'zod';
import { markNotificationsReadSchema, notificationListSchema } from '../push';
import { defineEndpoint } from './define';

export const notificationsEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/notifications', query: z.object({ cursor: z.string().max(500).optional() }), response: notificationListSchema, errors: ['notifications.invalidCursor'] }),
  markRead: defineEndpoint({ method: 'POST', path: '/api/notifications/read', body: markNotificationsReadSchema.nullish(), response: z.object({ marked: z.number().int() }), errors: [] }),
};
