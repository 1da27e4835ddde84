import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { createUser, uniqueEmail } from '../support/factories';
import { deliverMail, mailsTo } from '../support/mail';
import { startMailingServer, type TestServer } from '../support/server';

// Review of issue 26, finding 4: reset and resend requests are answered at once and leave their
// work for after the answer, so each is limited per IP before it is answered, and the mails asked
// from one IP are counted whether or not the address has an account.
const REQUESTS_PER_IP = 3;
const MAILS_PER_IP = 2;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startMailingServer({
    AUTH_EMAIL_CONFIRMATION: 'required',
    TRUST_PROXY: '1',
    RATE_LIMIT_MAIL_REQUESTS_PER_IP: String(REQUESTS_PER_IP),
    RATE_LIMIT_MAIL_PER_IP: String(MAILS_PER_IP),
  });
});
afterAll(() => server.close());

let lastIp = 0;
/** A client address no other test used. */
const freshIp = () => `198.51.100.${++lastIp}`;
const ask = (path: string, email: string, ip: string) => call(server, 'POST', path, { email }, { headers: { 'x-forwarded-for': ip } });

describe.each([
  ['password reset', '/api/auth/password-reset/request', 'Reset your Mithaq password'],
  ['confirmation resend', '/api/auth/confirmation/resend', 'Confirm your Mithaq account'],
])('%s requests', (_name, path, subject) => {
  it('are refused past the per-IP limit before answering, alike for every address, and the next window lets them in', async () => {
    const ip = freshIp();
    const known = await createUser(server.platform.database.db, { confirmed: false });
    for (let i = 0; i < REQUESTS_PER_IP; i++) expect((await ask(path, uniqueEmail('nobody'), ip)).status).toBe(200);
    const refusedKnown = await ask(path, known.email, ip);
    const refusedUnknown = await ask(path, uniqueEmail('nobody'), ip);
    expect(refusedKnown.status).toBe(429);
    expect(refusedKnown.body).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.', key: 'auth.tooManyAttempts' },
    });
    expect(refusedUnknown.body).toEqual(refusedKnown.body);
    // A refused request left no work behind.
    await deliverMail(server);
    expect(mailsTo(known.email)).toHaveLength(0);

    server.clock.advance(FIFTEEN_MINUTES);
    expect((await ask(path, known.email, freshIp())).status).toBe(200);
    await deliverMail(server);
    expect(mailsTo(known.email).map((mail) => mail.subject)).toEqual([subject]);
  });

  it("count toward the IP's mails whether or not the address has an account", async () => {
    const ip = freshIp();
    const known = await createUser(server.platform.database.db, { confirmed: false });
    for (let i = 0; i < MAILS_PER_IP; i++) expect((await ask(path, uniqueEmail('nobody'), ip)).status).toBe(200);
    expect((await ask(path, known.email, ip)).status).toBe(200);
    await deliverMail(server);
    expect(mailsTo(known.email)).toHaveLength(0);
  });
});
