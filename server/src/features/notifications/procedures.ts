import { notificationSchema } from '@mithaq/contract/realtime';
import { z } from 'zod';
import type { DomainEvent } from '../../events';
import { defineProcedure } from '../../platform/db/procedures';

/** What mithaq_notify (server/src/features/notifications/sql/mithaq_notify.sql) answers: the owner's view, the owner, and how many pushes it queued. */
export const notifyResultSchema = notificationSchema.extend({ userId: z.string(), pushes: z.number() });
export type NotifyResult = z.infer<typeof notifyResultSchema>;

/**
 * Each notification's socket event for its owner, and one outbox nudge when any push was queued
 * (the worker sends at once rather than at its next poll).
 */
export function notificationEvents(results: (NotifyResult | null)[]): DomainEvent[] {
  const events: DomainEvent[] = [];
  let pushes = 0;
  for (const result of results) {
    if (!result) continue;
    const { userId, pushes: queued, ...notification } = result;
    events.push({ type: 'notification.created', userId, notification });
    pushes += queued;
  }
  if (pushes > 0) events.push({ type: 'outbox.enqueued' });
  return events;
}

/**
 * mithaq_notify (notifications/sql/mithaq_notify.sql): the notification row, stored as a registry
 * key and its values, and its pushes to the devices whose kind the member lets push; the hot
 * paths' functions call it themselves. The push's title is {key, params} (or {text}); no body
 * means the notification's own text. The owner's socket event and the outbox nudge follow the commit.
 */
export const notifyProcedure = defineProcedure('mithaq_notify', {
  args: {
    user: 'uuid', type: 'text', sender: 'uuid?', key: 'text', params: 'jsonb', reference: 'uuid?', now: 'timestamptz',
    preference: 'text?', pushTitle: 'jsonb', pushBody: 'jsonb?',
  },
  answer: notifyResultSchema,
  refusals: {},
  events: (result) => notificationEvents([result]),
});
