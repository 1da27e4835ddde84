import { z } from 'zod';
import { text } from './messages';
import { notificationTypes } from './push';

/**
 * Issue 30, the admin "Deliveries" tab: the mails and pushes (and file deletes) that failed or
 * wait for another try, with retry and discard. Never the payload: a mail holds secret links, a
 * push the message's text. What is shown is a masked recipient, a key and the outcome.
 */

export const deliveryMessages = {
  /** Retry or discard of a row sent meanwhile. */
  alreadySent: text('deliveries.alreadySent'),
  /** Retry or discard of a row a worker holds under a live lease: it is being sent right now. */
  beingSent: text('deliveries.beingSent'),
} as const;

export const deliveryKinds = ['mail', 'push', 'storage.delete'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** `failed`: given up after the last attempt; `waiting`: not sent yet, tried at least once or overdue. */
export const deliveryStatuses = ['failed', 'waiting'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const DELIVERY_ERROR_MAX = 200;

/** GET /api/admin/deliveries: newest first, both statuses unless one is asked for. */
export const adminDeliveriesQuerySchema = z.object({
  status: z.enum([...deliveryStatuses, 'all']).default('all'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type DeliveryFilter = z.infer<typeof adminDeliveriesQuerySchema>['status'];

export const adminDeliverySchema = z.object({
  /** The outbox row's id (a number, as text). */
  id: z.string(),
  kind: z.enum(deliveryKinds),
  /** mail: the address masked (`f•••@e•••.com`); push: the member's name masked to its first letter (`M•••`, server/src/features/admin/delivery-mask.ts maskName), or a masked device id; file delete: null. */
  recipient: z.string().nullable(),
  /** What it is, as a key: a push's notification type; null when the row names none (mail carries only sentences). */
  about: z.enum(notificationTypes).nullable(),
  attempts: z.number().int(),
  /** The last failure, cut short, links and addresses masked. */
  lastError: z.string().nullable(),
  status: z.enum(deliveryStatuses),
  /** A worker holds it under a live lease right now: retry and discard wait until it is done. */
  sending: z.boolean(),
  queuedAt: z.string(),
  nextAttemptAt: z.string(),
  failedAt: z.string().nullable(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

export const adminDeliveriesResponseSchema = z.object({
  deliveries: z.array(adminDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type AdminDeliveriesResponse = z.infer<typeof adminDeliveriesResponseSchema>;

export const deliveryIdParamsSchema = z.object({ deliveryId: z.string().regex(/^[1-9]\d{0,15}$/) });

/** Discard is for good (the row is never sent): a fresh authenticator code, like other deletions. */
export const discardDeliverySchema = z.object({ confirm: z.string().max(256).optional() }).nullish();
