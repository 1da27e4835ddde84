import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { bootstrapAdmin, ensureAdmin } from '../../src/features/admin/accounts';
import { users } from '../../src/platform/db/schema/auth';
import { call, signIn } from '../support/client';
import { adminSignIn as signInBothSteps, passwordStep } from './support';
import { createUser, uniqueEmail } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { auditOf } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const PASSWORD = 'tall-cedar-river-42';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The platform as the server builds it at start-up, with ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET set. */
const startingWith = (email: string, password = PASSWORD, totpSecret: string | null = SECRET) => ({
  ...server.platform,
  config: { ...server.platform.config, admin: { email, password, ...(totpSecret ? { totpSecret } : {}) } },
});

const usersNamed = (email: string) => db().select().from(users).where(eq(users.email, email));
/** Both steps of the admin login; each sign-in moves the clock a time-step, so its code is new. */
const adminSignIn = async (email: string, password: string) => {
  server.clock.advance(30_000);
  return signInBothSteps(server, { email, password, totpSecret: SECRET });
};

describe('ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  it('are both or neither, and the password is long enough', () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: PASSWORD }).admin).toEqual({ email: 'boss@example.com', password: PASSWORD });
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: PASSWORD })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/at least 10 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not an address', ADMIN_PASSWORD: PASSWORD })).toThrow(/ADMIN_EMAIL: must be an e-mail address/);
  });

  it('take ADMIN_TOTP_SECRET as base32 (spaces and case ignored), only beside ADMIN_EMAIL', () => {
    const env = { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: PASSWORD };
    expect(loadConfig({ ...env, ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp' }).admin?.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(() => loadConfig({ ...env, ADMIN_TOTP_SECRET: 'short' })).toThrow(/ADMIN_TOTP_SECRET: must be a base32 secret/);
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: SECRET })).toThrow(/ADMIN_TOTP_SECRET is the authenticator secret of ADMIN_EMAIL/);
  });

  it('without ADMIN_TOTP_SECRET leave the admin to enrol at the first sign-in', async () => {
    const email = uniqueEmail('boss');
    await bootstrapAdmin(startingWith(email, PASSWORD, null));
    const first = await passwordStep(server, email, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: 'enrol' });
  });

  it('create the admin at start-up, and starting again changes nothing', async () => {
    const email = uniqueEmail('boss');
    await bootstrapAdmin(startingWith(email));
    await bootstrapAdmin(startingWith(email));
    const rows = await usersNamed(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin' });
    expect(rows[0]!.confirmedAt).not.toBeNull();
    expect((await auditOf(server, rows[0]!.id)).map((e) => [e.action, e.actorId])).toEqual([['admin.created', null]]);
    expect((await adminSignIn(email, PASSWORD)).status).toBe(200);
  });

  it('a new password replaces the old one and ends the sessions signed in with it', async () => {
    const email = uniqueEmail('boss');
    await bootstrapAdmin(startingWith(email));
    const old = await adminSignIn(email, PASSWORD);
    server.clock.advance(1000);
    await bootstrapAdmin(startingWith(email, 'another-long-password-7'));
    expect((await passwordStep(server, email, PASSWORD)).status).toBe(401);
    expect((await adminSignIn(email, 'another-long-password-7')).status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: old.body.accessToken })).status).toBe(401);
    const [row] = await usersNamed(email);
    const changes = (await auditOf(server, row!.id)).filter((e) => !e.action.startsWith('admin.sign_in'));
    expect(changes.map((e) => e.action)).toEqual(['admin.updated', 'admin.created']);
  });

  it('promote an existing member account to admin', async () => {
    const member = await createUser(db());
    const before = await signIn(server, member.email, member.password);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: before.token })).status).toBe(403);
    expect(await ensureAdmin(server.platform, member.email, PASSWORD, 'command line', SECRET)).toBe('updated');
    const [row] = await usersNamed(member.email);
    expect(row).toMatchObject({ id: member.id, role: 'admin' });
    expect((await adminSignIn(member.email, PASSWORD)).status).toBe(200);
  });

  it('refuse a common password with a message naming the variable', async () => {
    await expect(bootstrapAdmin(startingWith(uniqueEmail('boss'), 'qwertyuiop'))).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too common/,
    );
  });
});
