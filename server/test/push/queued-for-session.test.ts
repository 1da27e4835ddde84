import { NATIVE_APP_VERSION, type PushPayload } from '@mithaq/contract/push';
import { describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { accessTokenNow, sendMessage, unlockedCouple } from '../support/matches';
import { pushDevice } from '../support/push-devices';
import { pushServerForFile } from '../support/push-receiver';

/**
 * Review of issue 26, finding 9: a push waiting in the outbox for a retry goes only to the session
 * it was queued for. A browser's registration keeps its row when another session registers the
 * same browser (another member signing in on a shared computer), so the row alone is not enough.
 * Its own database: its delivery rounds would otherwise send (and so take) other files' pushes
 * under PostgreSQL, where every file shares one.
 */
const env = pushServerForFile({ isolatedDatabase: true });

const deliver = () => env.server.jobs.outbox.deliverDue();
const deviceInfo = { platform: 'web', timestamp: new Date().toISOString(), version: 'Chrome', appVersion: NATIVE_APP_VERSION };

describe('a queued push reaches only the session it was queued for', () => {
  it("a push retried after another member registered the same browser is not shown to him", async () => {
    const { woman, man, matchId } = await unlockedCouple(env.server);
    const shared = await pushDevice(env, woman);
    // Her push service fails the first try: her message preview waits in the outbox for a retry.
    env.receiver.replyWith(shared.browser, 500);
    await sendMessage(env.server, man.token, matchId, 'Meet me tonight');
    await deliver();
    expect(shared.pushes()).toEqual([]);

    // She leaves the shared computer without signing out; another member signs in there, and the
    // browser's subscription is registered for him.
    const other = await unlockedCouple(env.server);
    const hisToken = other.man.token;
    const registered = await call(env.server, 'POST', '/api/push/registrations', {
      platform: 'web',
      subscription: { endpoint: shared.browser.endpoint, keys: shared.browser.keys },
      deviceInfo,
      renew: true,
    }, { token: hisToken });
    expect(registered.status).toBe(200);

    env.receiver.replyWith(shared.browser, 201);
    await deliver();
    env.server.clock.advance(60 * 60_000); // every retry is due
    await deliver();
    // His own pushes reach the browser, which is his now.
    expect((await sendMessage(env.server, await accessTokenNow(env.server, other.woman), other.matchId, 'Salam')).status).toBe(200);
    await deliver();
    expect(shared.pushes().map((push: PushPayload) => push.body)).toEqual(['Salam']);
    expect(env.receiver.errors).toEqual([]);
  });
});
