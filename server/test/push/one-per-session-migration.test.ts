import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../src/platform/db/schema/notifications';
import { createProfile } from '../support/factories';
import { accessTokenNow } from '../support/matches';
import { sessionIdOf } from '../support/push-devices';
import { migrationStatements } from '../support/migrations';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The upgrade to one registration per session, on a database that has rows: a session with
 * several keeps its most recently seen one, and the pushes already waiting in the outbox name the
 * session of their registration. The migration is rerun on rows put back as they were before it,
 * so this file has a database of its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;

const queuedPush = (subscriptionId: string) => ({
  kind: 'push' as const,
  payload: { subscriptionId, push: { title: 'Maryam', body: 'Salam', data: { type: 'message' } } },
});

describe('the one-registration-per-session migration', () => {
  it('keeps each session its most recently seen registration and names the session in the waiting pushes', async () => {
    const member = await createProfile(db());
    const [laptop, phone] = [sessionIdOf(await accessTokenNow(server, member)), sessionIdOf(await accessTokenNow(server, member))];
    // The schema as it was: sessions could hold several registrations.
    await db().execute(sql.raw('DROP INDEX push_subscriptions_one_per_session'));
    await db().execute(sql.raw('CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id)'));
    const seen = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 9, minutes));
    const row = (sessionId: string, token: string, minutes: number) => ({ userId: member.id, sessionId, kind: 'fcm' as const, token, platform: 'android' as const, lastSeenAt: seen(minutes) });
    const [older, newer, phones] = await db()
      .insert(pushSubscriptions)
      .values([row(laptop, `older-${member.id}`, 1), row(laptop, `newer-${member.id}`, 2), row(phone, `phone-${member.id}`, 0)])
      .returning({ id: pushSubscriptions.id });
    const [toOlder, toNewer, sentToPhone] = await db()
      .insert(outbox)
      .values([queuedPush(older!.id), queuedPush(newer!.id), { ...queuedPush(phones!.id), sentAt: seen(3) }])
      .returning({ id: outbox.id });

    for (const statement of migrationStatements('_push_one_per_session.sql')) await db().execute(sql.raw(statement));

    const kept = await db().select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(kept.map((r) => r.id).sort()).toEqual([newer!.id, phones!.id].sort());
    const payloads = new Map(
      (await db().select({ id: outbox.id, payload: outbox.payload }).from(outbox).where(inArray(outbox.id, [toOlder!.id, toNewer!.id, sentToPhone!.id]))).map((r) => [
        r.id,
        r.payload as { sessionId?: string },
      ]),
    );
    expect(payloads.get(toNewer!.id)!.sessionId).toBe(laptop);
    // The deleted registration's push is dropped at delivery; a push already sent is left as it was.
    expect(payloads.get(toOlder!.id)!.sessionId).toBeUndefined();
    expect(payloads.get(sentToPhone!.id)!.sessionId).toBeUndefined();
    // From now on the database refuses a second registration for a session.
    await expect(db().insert(pushSubscriptions).values(row(phone, `another-${member.id}`, 4))).rejects.toThrow();
  });
});
