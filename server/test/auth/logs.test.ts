import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/platform/logger';
import { call } from '../support/client';
import { createUser } from '../support/factories';
import { deliverMail, lastMailedToken } from '../support/mail';
import { startTestServer, type TestServer } from '../support/server';

/** Everything the server logs, as one string. */
let logged = '';
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString('utf8');
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://app.mithaq.example', LOG_LEVEL: 'info' }, logDestination: capture });
});
afterAll(() => server.close());

describe('the logs', () => {
  it('of a whole reset flow hold no token: not the mailed link, not the page opened with it', async () => {
    const user = await createUser(server.platform.database.db);
    await call(server, 'POST', '/api/auth/password-reset/request', { email: user.email });
    await deliverMail(server);
    const token = lastMailedToken(user.email, 'token')!;
    expect(token).toBeTruthy();
    // The browser opens the mailed link, then the page checks and uses the token.
    await server.fetch(`/reset-password?token=${encodeURIComponent(token)}`, { headers: { accept: 'text/html' } });
    await call(server, 'POST', '/api/auth/password-reset/check', { token });
    await call(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'fresh-start-2026' });
    // A confirmation link and a signed picture URL opened the same way.
    await server.fetch('/auth?confirmation_token=confirm-secret-0123', { headers: { accept: 'text/html' } });
    await server.fetch('/media/pictures/x.webp?exp=1&sig=media-signature-0123');

    expect(logged).toContain('mail written to the file outbox');
    expect(logged).toContain('/reset-password?token=[redacted]');
    for (const secret of [token, encodeURIComponent(token), 'confirm-secret-0123', 'media-signature-0123']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('keep harmless query parameters readable', () => {
    expect(redactUrl('/api/discover?limit=3&cursor=abc')).toBe('/api/discover?limit=3&cursor=abc');
    expect(redactUrl('/x?Token=a&sign_in_token=b&%74oken=c&sig=d&q=e')).toBe(
      '/x?Token=[redacted]&sign_in_token=[redacted]&token=[redacted]&sig=[redacted]&q=e');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
