import type { NotificationType } from '@mithaq/contract/push';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

const DAY_S = 24 * 60 * 60;

/**
 * How a push service treats each type (RFC 8030): a message or a reminder wakes the device now,
 * a match or a payment step is normal, a like may wait for a good moment. Every push keeps for
 * a day: older news is in the in-app list anyway.
 */
export function deliveryOptions(type: NotificationType): { ttlSeconds: number; urgency: Urgency } {
  switch (type) {
    case 'message':
    case 'timer_reminder':
    case 'test':
      return { ttlSeconds: DAY_S, urgency: 'high' };
    case 'like':
      return { ttlSeconds: DAY_S, urgency: 'low' };
    default:
      return { ttlSeconds: DAY_S, urgency: 'normal' };
  }
}
