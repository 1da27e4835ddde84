import type { PushPayload, PushPreferences } from '@mithaq/contract/push';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { executeNamed } from '../../platform/db/named';
import { outbox, pushPreferences, pushSubscriptions } from '../../platform/db/schema/notifications';

/**
 * Queues `payload` for every device of `userId` whose owner lets this kind push, in ONE statement
 * (chat sends are a hot path): one outbox row per device, none for a member without devices or
 * with the kind turned off. No preferences row means all on. The preference is a parameter, not
 * a column chosen in code, so the statement keeps one text and is planned once per connection.
 * INSERT … SELECT must name every outbox column in order (drizzle's rule), hence the id and the
 * nulls spelled out.
 */
export async function queuePushes(
  q: Queryable,
  values: { userId: string; preference: keyof PushPreferences | null; payload: PushPayload; now: Date },
): Promise<number> {
  const at = sql<Date>`${values.now.toISOString()}::timestamptz`;
  const allowed = sql<boolean>`case ${values.preference ?? ''}::text
    when 'messages' then coalesce(${pushPreferences.messages}, true)
    when 'matches' then coalesce(${pushPreferences.matches}, true)
    when 'likes' then coalesce(${pushPreferences.likes}, true)
    when 'reminders' then coalesce(${pushPreferences.reminders}, true)
    else true end`;
  const rows = q
    .select({
      id: sql<number>`nextval(pg_get_serial_sequence('outbox', 'id'))`.as('id'),
      kind: sql<'push'>`'push'`.as('kind'),
      payload: sql`jsonb_build_object('subscriptionId', ${pushSubscriptions.id}, 'push', ${JSON.stringify(values.payload)}::jsonb)`.as('payload'),
      attempts: sql<number>`0`.as('attempts'),
      nextAttemptAt: at.as('next_attempt_at'),
      lastError: sql<string | null>`null::text`.as('last_error'),
      createdAt: at.as('created_at'),
      sentAt: sql<Date | null>`null::timestamptz`.as('sent_at'),
      failedAt: sql<Date | null>`null::timestamptz`.as('failed_at'),
    })
    .from(pushSubscriptions)
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, values.userId), allowed));
  const queued = await executeNamed('push_queue', q.insert(outbox).select(rows).returning({ id: outbox.id }));
  return queued.length;
}
