import { describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { lastMailedToken, deliverMail } from '../support/mail';
import { sendMessage, unlockedCouple } from '../support/matches';
import { pushDevice } from '../support/push-devices';
import { pushServerForFile } from '../support/push-receiver';
import { deliverQueued } from '../support/outbox';

/**
 * Issue 26: a push registration belongs to the session that made it, so a device that is signed
 * out (everywhere, from the devices list, by a password change or reset) hears nothing more of
 * the member, while the device that stays signed in still does.
 */
const env = pushServerForFile();

const deliver = () => deliverQueued(env.server);
const bodies = (device: { pushes(): { body: string }[] }) => device.pushes().map((push) => push.body);

/** He reads on his phone and his laptop, each signed in and subscribed; she writes to him. */
async function coupleWithTwoDevices() {
  const couple = await unlockedCouple(env.server);
  const phone = await pushDevice(env, couple.man);
  const laptop = await pushDevice(env, couple.man);
  const write = (text: string) => sendMessage(env.server, couple.woman.token, couple.matchId, text);
  return { ...couple, phone, laptop, write };
}

describe('a removed device hears nothing', () => {
  it('after "Sign out everywhere" the evicted device gets nothing; the one signed in again does', async () => {
    const { phone, laptop, write } = await coupleWithTwoDevices();
    await write('before');
    await deliver();
    expect([bodies(phone), bodies(laptop)]).toEqual([['before'], ['before']]);

    expect((await call(env.server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: laptop.token })).status).toBe(200);
    // He signs in again on the laptop; the app sends its subscription with the new session.
    await laptop.signInAgain();
    expect((await laptop.register(true)).status).toBe(200);
    await write('Meet me tonight…');
    await deliver();
    expect(bodies(phone)).toEqual(['before']);
    expect(bodies(laptop)).toEqual(['before', 'Meet me tonight…']);
    expect(env.receiver.errors).toEqual([]);
  });

  it('signing a device out from the devices list silences it at once, a push already queued included', async () => {
    const { phone, laptop, write } = await coupleWithTwoDevices();
    // The phone's push service fails the first try: its push waits in the outbox for a retry.
    env.receiver.replyWith(phone.browser, 500);
    await write('queued before');
    await deliver();
    expect((await call(env.server, 'DELETE', `/api/auth/sessions/${phone.sessionId}`, undefined, { token: laptop.token })).status).toBe(200);
    env.receiver.replyWith(phone.browser, 201);
    await write('after');
    // Everything due now goes out before the clock moves (a delivery in flight across a jump of an
    // hour would outlive its lease and be sent again, which no real clock does).
    await deliver();
    env.server.clock.advance(60 * 60_000); // every retry is due
    await deliver();
    expect(bodies(phone)).toEqual([]);
    expect(bodies(laptop)).toEqual(['queued before', 'after']);
  });

  it('a password change silences every other device; the one that changed it hears again once its app registers for the fresh session', async () => {
    const { man, phone, laptop, write } = await coupleWithTwoDevices();
    const changed = await call<{ accessToken: string }>(env.server, 'PUT', '/api/auth/me/password', { currentPassword: man.password, password: 'a-new-long-passphrase-42' }, { token: laptop.token });
    expect(changed.status).toBe(200);
    await write('before it registers again');
    await deliver();
    expect([bodies(phone), bodies(laptop)]).toEqual([[], []]);
    // The app sends this device's registration again with its fresh session (ChangePasswordForm).
    laptop.token = changed.body.accessToken;
    expect((await laptop.register(true)).status).toBe(200);
    await write('after the change');
    await deliver();
    expect(bodies(phone)).toEqual([]);
    expect(bodies(laptop)).toEqual(['after the change']);
  });

  it('a password reset silences every device until it signs in again', async () => {
    const { man, phone, laptop, write } = await coupleWithTwoDevices();
    await call(env.server, 'POST', '/api/auth/password-reset/request', { email: man.email });
    await deliverMail(env.server); // the reset mail is queued after the answer
    const token = lastMailedToken(man.email, 'token');
    expect((await call(env.server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'a-new-long-passphrase-42' })).status).toBe(200);
    await write('after the reset');
    await deliver();
    expect([bodies(phone), bodies(laptop)]).toEqual([[], []]);

    await laptop.signInAgain();
    await laptop.register(true);
    await write('signed in again');
    await deliver();
    expect([bodies(phone), bodies(laptop)]).toEqual([[], ['signed in again']]);
  });

  it('a refresh token replayed (stolen) ends the session and its pushes', async () => {
    const { man, laptop, write } = await coupleWithTwoDevices();
    const signedIn = await call<{ accessToken: string; refreshToken: string }>(env.server, 'POST', '/api/auth/sign-in', { email: man.email, password: man.password }, { native: true });
    const tablet = await pushDevice(env, man);
    tablet.token = signedIn.body.accessToken;
    await tablet.register();
    const { refreshToken } = signedIn.body;
    expect((await call(env.server, 'POST', '/api/auth/refresh', { refreshToken }, { native: true })).status).toBe(200);
    env.server.clock.advance(60_000); // past the grace for parallel tabs: a replay
    expect((await call(env.server, 'POST', '/api/auth/refresh', { refreshToken }, { native: true })).status).toBe(401);
    await write('after the replay');
    await deliver();
    expect(bodies(tablet)).toEqual([]);
    expect(bodies(laptop)).toEqual(['after the replay']);
  });
});
