import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectHostCookie, type CallResult } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const ACCOUNT_LIMIT = 10;
const DEVICE_LIMIT = 5;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const OWNER_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.9';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(ACCOUNT_LIMIT),
      RATE_LIMIT_SIGN_IN_PER_DEVICE: String(DEVICE_LIMIT),
      RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      PUBLIC_URL: 'https://app.mithaq.example',
      TRUST_PROXY: '1',
    },
  });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const deviceCookieHeader = (result: CallResult) => result.headers.getSetCookie().find((c) => /^(__Host-)?mithaq_device=/.test(c));
const deviceCookieOf = (result: CallResult) => deviceCookieHeader(result)?.split(';')[0];

/** A sign-in from the given address, with a device cookie when given (as the browser would send it). */
function attempt(user: Pick<TestUser, 'email'>, password: string, from: string, cookie?: string) {
  return call(server, 'POST', '/api/auth/sign-in', { email: user.email, password }, { cookie, headers: { 'x-forwarded-for': from } });
}

/** The owner signs in from her own browser once: it is a known device from then on. */
async function knownDevice(user: TestUser) {
  const signedIn = await attempt(user, user.password, OWNER_IP);
  expect(signedIn.status).toBe(200);
  const cookie = deviceCookieOf(signedIn);
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Someone elsewhere spends the account's limit and the back-off's one try, and keeps going. */
async function attackFromElsewhere(user: TestUser) {
  for (let i = 0; i < ACCOUNT_LIMIT + 1; i++) expect((await attempt(user, `guess-${i}`, ATTACKER_IP)).status).toBe(401);
  for (let i = 0; i < 3; i++) expect((await attempt(user, `more-guess-${i}`, ATTACKER_IP)).status).toBe(429);
}

describe('a known device keeps its own attempt budget (OWASP device cookies)', () => {
  it("lets the owner in at once from her known browser while someone elsewhere has spent the account's limit and keeps guessing", async () => {
    const owner = await createUser(db());
    const cookie = await knownDevice(owner);
    await attackFromElsewhere(owner);

    const mine = await attempt(owner, owner.password, OWNER_IP, cookie);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ user: { id: owner.id } });

    // The attacker, without the cookie, is still held by the account's limit (her sign-in forgave nothing of theirs).
    expect((await attempt(owner, 'yet-another-guess', ATTACKER_IP)).status).toBe(429);
    expect((await attempt(owner, owner.password, ATTACKER_IP)).status).toBe(429);
    // And the owner's device still gets in while the attack goes on.
    expect((await attempt(owner, owner.password, OWNER_IP, deviceCookieOf(mine))).status).toBe(200);
  });

  it('counts a wrong password on a known device against that device alone, never the account', async () => {
    const owner = await createUser(db());
    const cookie = await knownDevice(owner);
    for (let i = 0; i < DEVICE_LIMIT; i++) expect((await attempt(owner, `typo-${i}`, OWNER_IP, cookie)).status).toBe(401);
    const account = await server.platform.rateLimiter.peek(`sign-in:fail:${owner.email}`, ACCOUNT_LIMIT);
    expect(account.count).toBe(0);
  });

  it("refuses a known device that collected too many failures for a while: it then counts as any device, held by the account's limit", async () => {
    const owner = await createUser(db());
    const cookie = await knownDevice(owner);
    await attackFromElsewhere(owner);
    for (let i = 0; i < DEVICE_LIMIT; i++) expect((await attempt(owner, `stolen-guess-${i}`, ATTACKER_IP, cookie)).status).toBe(401);
    expect((await attempt(owner, owner.password, OWNER_IP, cookie)).status).toBe(429);
    server.clock.advance(FIFTEEN_MINUTES);
    expect((await attempt(owner, owner.password, OWNER_IP, cookie)).status).toBe(200);
  });

  it("gives nothing for a forged, altered, expired or another account's device cookie", async () => {
    const owner = await createUser(db());
    const other = await createUser(db());
    const expired = await knownDevice(owner);
    server.clock.advance(366 * 24 * 60 * 60 * 1000);
    const cookie = await knownDevice(owner);
    const othersCookie = await knownDevice(other);
    await attackFromElsewhere(owner);

    const [name, value] = cookie.split('=') as [string, string];
    const parts = value.split('.');
    const altered = (index: number, replacement: string) => `${name}=${parts.map((part, i) => (i === index ? replacement : part)).join('.')}`;
    const forgeries = [
      expired,
      othersCookie.replace(/^[^=]+=/, `${name}=`),
      altered(parts.length - 1, 'A'.repeat(parts.at(-1)!.length)),
      altered(1, other.id),
      `${name}=not-a-device-token`,
    ];
    for (const forged of forgeries) {
      const answer = await attempt(owner, owner.password, OWNER_IP, forged);
      expect(answer.status, forged).toBe(429);
    }
    // The real one still works, and a stolen one without the password opens nothing.
    expect((await attempt(owner, 'wrong-password', ATTACKER_IP, cookie)).status).toBe(401);
    expect((await attempt(owner, owner.password, OWNER_IP, cookie)).status).toBe(200);
  });

  it("dies with the credentials: after a password change and sign-out everywhere a former device's guesses count against the account, and its right password is not known (review 3)", async () => {
    const owner = await createUser(db());
    // Someone who once knew her password signed in on his browser, which kept the token.
    const formerDevice = await knownDevice(owner);
    const mine = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: owner.email, password: owner.password });
    const newPassword = 'her-new-secret-2026';
    const changed = await call<{ accessToken: string }>(
      server, 'PUT', '/api/auth/me/password', { currentPassword: owner.password, password: newPassword }, { token: mine.body.accessToken });
    expect(changed.status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: changed.body.accessToken })).status).toBe(200);

    for (let i = 0; i < DEVICE_LIMIT; i++) expect((await attempt(owner, `guess-${i}`, ATTACKER_IP, formerDevice)).status).toBe(401);
    const account = await server.platform.rateLimiter.peek(`sign-in:fail:${owner.email}`, ACCOUNT_LIMIT);
    expect(account.count).toBe(DEVICE_LIMIT);
    // Past the account's limit (a fresh window, spent from elsewhere), the right new password from that browser is held like anyone's.
    server.clock.advance(FIFTEEN_MINUTES);
    await attackFromElsewhere(owner);
    expect((await attempt(owner, newPassword, ATTACKER_IP, formerDevice)).status).toBe(429);
  });

  it('stays known on the device that changed the password, and a reset or sign-out everywhere alone ends it too', async () => {
    const owner = await createUser(db());
    const signedIn = await attempt(owner, owner.password, OWNER_IP);
    const token = (signedIn.body as { accessToken: string }).accessToken;
    const newPassword = 'her-new-secret-2026';
    const changed = await call(
      server, 'PUT', '/api/auth/me/password', { currentPassword: owner.password, password: newPassword }, { token });
    const renewed = deviceCookieOf(changed);
    expect(renewed).toBeDefined();
    await attackFromElsewhere(owner);
    const again = await attempt(owner, newPassword, OWNER_IP, renewed);
    expect(again.status).toBe(200);

    // "Sign out everywhere" alone moves the account on as well.
    const everywhere = await call(server, 'POST', '/api/auth/sign-out-everywhere', undefined, { token: (again.body as { accessToken: string }).accessToken });
    expect(everywhere.status).toBe(200);
    expect((await attempt(owner, newPassword, OWNER_IP, deviceCookieOf(again))).status).toBe(429);
  });

  it('hands the native wrapper its device token in the answer and takes it back in the body', async () => {
    const owner = await createUser(db());
    const first = await call<{ deviceToken?: string; refreshToken?: string }>(
      server, 'POST', '/api/auth/sign-in', { email: owner.email, password: owner.password }, { native: true, headers: { 'x-forwarded-for': OWNER_IP } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).toBeDefined();
    expect(first.body.deviceToken).toEqual(expect.any(String));
    expect(deviceCookieHeader(first)).toBeUndefined();
    await attackFromElsewhere(owner);

    const body = { email: owner.email, password: owner.password, deviceToken: first.body.deviceToken };
    const again = await call<{ deviceToken?: string }>(server, 'POST', '/api/auth/sign-in', body, { native: true, headers: { 'x-forwarded-for': OWNER_IP } });
    expect(again.status).toBe(200);
    // Renewed at every sign-in.
    expect(again.body.deviceToken).toEqual(expect.any(String));
    expect(again.body.deviceToken).not.toBe(first.body.deviceToken);
  });

  it('is set like the session cookie (__Host- over HTTPS, HttpOnly, Secure, SameSite=Strict) for a year, renewed at every sign-in, and kept at sign-out', async () => {
    const owner = await createUser(db());
    const first = await attempt(owner, owner.password, OWNER_IP);
    const header = deviceCookieHeader(first)!;
    expectHostCookie(header, 'mithaq_device');
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)![1]!);
    const year = 365 * 24 * 60 * 60 * 1000;
    expect(expires - server.clock.now().getTime()).toBeGreaterThan(year - 60_000);
    expect(expires - server.clock.now().getTime()).toBeLessThan(year + 60_000);
    // The device token never shows in a web answer's body.
    expect(JSON.stringify(first.body)).not.toContain(deviceCookieOf(first)!.split('=')[1]);

    const second = await attempt(owner, owner.password, OWNER_IP, deviceCookieOf(first));
    expect(deviceCookieOf(second)).toBeDefined();
    expect(deviceCookieOf(second)).not.toBe(deviceCookieOf(first));
    const out = await call(server, 'POST', '/api/auth/sign-out', undefined, { cookie: second.setCookie! });
    expect(out.status).toBe(200);
    expect(deviceCookieHeader(out)).toBeUndefined();
  });
});
