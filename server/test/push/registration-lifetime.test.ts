import { REFRESH_TOKEN_TTL_MS } from '@mithaq/contract/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pruneEndedRegistrations } from '../../src/features/push/service';
import { pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { pushDevice, type PushDevice } from '../support/push-devices';
import { pushServerForFile } from '../support/push-receiver';

/**
 * A registration lives no longer than its session (issue 26), and a member has at most 10.
 * The prune acts on every row at the moved clock, so this file has a database of its own.
 */
const env = pushServerForFile({ isolatedDatabase: true });

const db = () => env.server.platform.database.db;
const deliver = () => env.server.jobs.outbox.deliverDue();
const endpointsOf = async (userId: string) =>
  (await db().select({ token: pushSubscriptions.token }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.token).sort();
const testPush = (device: PushDevice) => call(env.server, 'POST', '/api/push/test', undefined, { token: device.token });

describe('a registration ends with its session', () => {
  it('a device whose session expired hears nothing, and the prune deletes its registration', async () => {
    const member = await createProfile(db());
    const phone = await pushDevice(env, member);
    env.server.clock.advance(REFRESH_TOKEN_TTL_MS + 60_000); // the phone was not used for 30 days
    const laptop = await pushDevice(env, member);
    expect((await testPush(laptop)).body).toEqual({ queued: 1 });
    await deliver();
    expect(phone.pushes()).toEqual([]);
    expect(laptop.pushes()).toHaveLength(1);

    await pruneEndedRegistrations(env.server.platform);
    expect(await endpointsOf(member.id)).toEqual([laptop.browser.endpoint]);
  });
});

describe('at most 10 registrations per member', () => {
  it('the 11th replaces the one least recently seen', async () => {
    const member = await createProfile(db());
    const devices: PushDevice[] = [];
    for (let i = 0; i < 10; i += 1) {
      devices.push(await pushDevice(env, member));
      env.server.clock.advance(60_000);
    }
    // The first device came back (the app renews its registration): the second is now the least recently seen.
    expect((await devices[0]!.register(true)).status).toBe(200);
    env.server.clock.advance(60_000);
    const eleventh = await pushDevice(env, member);

    const kept = [...devices.filter((_, i) => i !== 1), eleventh];
    expect(await endpointsOf(member.id)).toEqual(kept.map((device) => device.browser.endpoint).sort());
    expect((await testPush(eleventh)).body).toEqual({ queued: 10 });
    await deliver();
    expect(devices[1]!.pushes()).toEqual([]);
    expect(kept.every((device) => device.pushes().length === 1)).toBe(true);
  });
});
