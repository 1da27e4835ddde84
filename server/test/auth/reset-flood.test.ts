import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2 } from '../../src/features/auth/passwords';
import { call } from '../support/client';
import { createUser } from '../support/factories';
import { deliverMail, lastMailedToken } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_RESET_CONFIRM_PER_IP: '5' } });
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const confirm = (token: string, password = 'a-fresh-password-2026') =>
  call(server, 'POST', '/api/auth/password-reset/confirm', { token, password });

describe('a flood of reset confirmations', () => {
  it('costs no password hash for a bad token, and a good one still works', async () => {
    const user = await createUser(server.platform.database.db);
    await call(server, 'POST', '/api/auth/password-reset/request', { email: user.email });
    await deliverMail(server);
    const token = lastMailedToken(user.email, 'token')!;
    const hashes = vi.spyOn(argon2, 'hash');
    for (let i = 0; i < 3; i++) {
      const bad = await confirm(`forged-token-${i}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: { code: 'VALIDATION', message: 'Invalid reset link. Please request a new password reset.', key: 'auth.invalidResetLink' } });
    }
    expect(hashes).not.toHaveBeenCalled();
    expect((await confirm(token)).status).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('refuses the attempt past the per-IP limit with 429, then allows again after the window', async () => {
    server.clock.advance(15 * 60 * 1000); // a fresh window, whatever the other test spent
    for (let i = 0; i < 5; i++) expect((await confirm(`forged-token-${i}`)).status).toBe(400);
    const refused = await confirm('forged-token-y');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.', key: 'auth.tooManyAttempts' } });
    server.clock.advance(15 * 60 * 1000);
    expect((await confirm('forged-token-z')).status).toBe(400);
  });
});
