import { and, desc, eq } from 'drizzle-orm';
import type { AuthSession } from '@mithaq/contract/auth';
import { auditLog } from '../../src/platform/db/schema/safety';
import { call } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import type { TestServer } from '../support/server';

export interface SignedInAdmin extends TestUser {
  token: string;
}

/** A fresh admin account, signed in through the admin login. */
export async function signedInAdmin(server: TestServer): Promise<SignedInAdmin> {
  const admin = await createUser(server.platform.database.db, { role: 'admin' });
  const result = await call<AuthSession>(server, 'POST', '/api/admin/sign-in', { email: admin.email, password: admin.password });
  if (result.status !== 200) throw new Error(`admin sign-in failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { ...admin, token: result.body.accessToken };
}

/** The audit entries about one target, newest first. */
export function auditOf(server: TestServer, targetId: string, action?: string) {
  return server.platform.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(desc(auditLog.createdAt));
}
