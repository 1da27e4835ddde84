import { accountMessages } from '@mithaq/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/auth';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

const FAILURES_PER_ACCOUNT = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(FAILURES_PER_ACCOUNT) } });
});
afterAll(() => server.close());

const exists = async (id: string) =>
  (await server.platform.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
const remove = (token: string, body?: unknown) => call(server, 'DELETE', '/api/account', body, { token });

describe('deleting the account', () => {
  it('asks for the password again: none or a wrong one deletes nothing', async () => {
    const user = await createUser(server.platform.database.db);
    const { token } = await signIn(server, user.email, user.password);
    expect((await remove(token)).status).toBe(400);
    expect((await remove(token, { password: '' })).status).toBe(400);
    const wrong = await remove(token, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { code: 'VALIDATION', message: accountMessages.deletePasswordWrong, key: 'account.deletePasswordWrong' } });
    expect(await exists(user.id)).toBe(true);
    expect((await remove(token, { password: user.password })).status).toBe(200);
    expect(await exists(user.id)).toBe(false);
  });

  it('counts wrong passwords against the account like sign-in: a stolen access token gives no extra guesses', async () => {
    const user = await createUser(server.platform.database.db);
    const { token } = await signIn(server, user.email, user.password);
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) expect((await remove(token, { password: `guess-${i}-wrong` })).status).toBe(400);
    // Past the limit (and its one try per back-off, spent here) even the right password waits, at sign-in too.
    expect((await remove(token, { password: 'one-more-wrong-guess' })).status).not.toBe(200);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(429);
    expect((await remove(token, { password: user.password })).status).toBe(429);
    expect(await exists(user.id)).toBe(true);
  });
});
