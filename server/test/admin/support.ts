import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { TOTP_PERIOD_SECONDS, type AdminSignInStep } from '@mithaq/contract/admin';
import type { AuthSession } from '@mithaq/contract/auth';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { codeAt, newTotpSecret } from '../../src/features/admin/totp';
import { seedSecret } from '../../src/features/admin/two-factor';
import { users } from '../../src/platform/db/schema/auth';
import { auditLog } from '../../src/platform/db/schema/safety';
import { call, type CallResult } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { mediaCookieOf } from '../support/media';
import type { TestServer } from '../support/server';

export interface TestAdmin extends TestUser {
  /** The authenticator secret (base32), seeded as ADMIN_TOTP_SECRET would. */
  totpSecret: string;
}

export interface SignedInAdmin extends TestAdmin {
  token: string;
  /** The /media viewer cookie the sign-in set ("name=value"): it sees as a moderator while the session lives. */
  media: string;
}

/** A fresh admin account with an authenticator secret already seeded. */
export async function createAdmin(server: TestServer): Promise<TestAdmin> {
  const admin = await createUser(server.platform.database.db, { role: 'admin' });
  const totpSecret = newTotpSecret();
  await seedSecret(server.platform, server.platform.database.db, admin.id, totpSecret, server.clock.now());
  return { ...admin, totpSecret };
}

/** The authenticator's code at the test clock's now. */
export const codeNow = (server: TestServer, secret: string) => codeAt(secret, server.clock.now());

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * A code the server has not accepted from this admin yet, as the authenticator shows it: a code
 * works once (sign-in and step-up alike) and the server takes one time-step either side of now.
 * The earliest such step is used; only when all three are spent does the test clock move on (as
 * the admin would wait for the next code), so a test's timing moves as little as possible.
 */
export async function freshCode(server: TestServer, admin: { id: string; totpSecret: string }) {
  const [row] = await server.platform.database.db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, admin.id));
  const last = row?.last ?? -Infinity;
  const current = Math.floor(server.clock.now().getTime() / PERIOD_MS);
  if (last > current) server.clock.advance((last - current) * PERIOD_MS);
  const step = Math.max(last + 1, Math.floor(server.clock.now().getTime() / PERIOD_MS) - 1);
  return codeAt(admin.totpSecret, new Date(step * PERIOD_MS));
}

export const passwordStep = (server: TestServer, email: string, password: string) =>
  call<AdminSignInStep & { error?: { message: string } }>(server, 'POST', '/api/admin/sign-in', { email, password });

export const codeStep = (server: TestServer, ticket: string, code: string) =>
  call<AuthSession & { error?: { message: string } }>(server, 'POST', '/api/admin/sign-in/code', { ticket, code });

/**
 * Both steps of the admin login with the current code. The same code is accepted once: a test
 * signing the same admin in again moves the clock a time-step first.
 */
export async function adminSignIn(server: TestServer, admin: { email: string; password: string; totpSecret: string }): Promise<CallResult<AuthSession>> {
  const first = await passwordStep(server, admin.email, admin.password);
  if (first.status !== 200) return first as unknown as CallResult<AuthSession>;
  return codeStep(server, first.body.ticket, codeNow(server, admin.totpSecret));
}

/** A fresh admin account, signed in through both steps of the admin login. */
export async function signedInAdmin(server: TestServer): Promise<SignedInAdmin> {
  const admin = await createAdmin(server);
  const result = await adminSignIn(server, admin);
  if (result.status !== 200) throw new Error(`admin sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { ...admin, token: result.body.accessToken, media: mediaCookieOf(result.headers)! };
}

/** The audit entries about one target, newest first. */
export function auditOf(server: TestServer, targetId: string, action?: string) {
  return server.platform.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(desc(auditLog.createdAt));
}

/**
 * A call as the dashboard makes it: changes carry a fresh authenticator code as the step-up
 * confirmation, and each call a new Idempotency-Key (token adjustments require one).
 */
export function asAdminOf(server: TestServer, admin: SignedInAdmin) {
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const confirmed = method === 'GET' ? body : { confirm: await freshCode(server, admin), ...(body as object | undefined) };
    return call<T>(server, method, path, confirmed, { token: admin.token, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } });
  };
}
