import { text, textWith } from '@mithaq/contract/messages';
import { NATIVE_APP_VERSION, type PushPayload } from '@mithaq/contract/push';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTimers } from '../../src/features/matches/timers';
import { notifications } from '../../src/platform/db/schema/notifications';
import { call } from '../support/client';
import { matchedCouple, pay } from '../support/matches';
import { startServerWithPushReceiver, type PushReceiver } from '../support/push-receiver';
import type { TestServer } from '../support/server';

const HOUR = 60 * 60 * 1000;

// Its own database: the sweep acts on every match.
let server: TestServer;
let receiver: PushReceiver;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ server, receiver, close } = await startServerWithPushReceiver({ isolatedDatabase: true }));
});
afterAll(() => close());

describe('the payment-window reminder', () => {
  it('reminds, once and by push, the member who has not paid when 24 h are left', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await pay(server, woman.token, matchId);
    const browser = receiver.subscribe();
    const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), appVersion: NATIVE_APP_VERSION };
    await call(server, 'POST', '/api/push/registrations', { platform: 'web', subscription: { endpoint: browser.endpoint, keys: browser.keys }, deviceInfo }, { token: man.token });
    const reminders = (userId: string) =>
      server.platform.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.referenceId, matchId), eq(notifications.userId, userId), eq(notifications.type, 'timer_reminder')));

    server.clock.advance(47 * HOUR);
    await sweepTimers(server.platform);
    expect(await reminders(man.id)).toHaveLength(0);
    server.clock.advance(HOUR);
    await sweepTimers(server.platform);
    await sweepTimers(server.platform);
    const [reminder, ...more] = await reminders(man.id);
    expect(more).toHaveLength(0);
    expect(reminder).toMatchObject({ messageKey: 'matches.paymentReminder', messageParams: { name: 'Maryam' }, content: null });
    expect(await reminders(woman.id)).toHaveLength(0); // she paid

    await server.jobs.outbox.deliverDue();
    const [push] = receiver.to(browser);
    expect(push!.urgency).toBe('high');
    expect(push!.payload as PushPayload).toMatchObject({ title: text('push.reminderTitle'), body: textWith('matches.paymentReminder', { name: 'Maryam' }), data: { type: 'timer_reminder', referenceId: matchId } });
  });
});
