import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccount } from '../../src/features/account/service';
import { deletePicture } from '../../src/features/pictures/service';
import { purgeExpiredSelfies } from '../../src/features/verification/retention';
import { outbox } from '../../src/platform/db/schema/notifications';
import { profilePictures } from '../../src/platform/db/schema/profiles';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call } from '../support/client';
import { givePicture } from '../support/media';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { approveFromQueue, requestVerification, requestsOf } from '../support/verification';

const DAY = 24 * 60 * 60 * 1000;

// Its own database: the tests add triggers that make one statement fail.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const stored = async (key: string) => (await server.platform.storage.head(key)) !== null;
/** The keys of every storage.delete row queued so far, sent or not. */
const queuedKeys = async () =>
  (await db().select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'storage.delete'))).flatMap((row) => (row.payload as { keys: string[] }).keys);

/** Makes every statement matching `when` on `table` fail, until the returned function is called. */
async function refuse(table: string, event: 'DELETE' | 'UPDATE', when: string) {
  await db().execute(sql.raw(`create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`));
  await db().execute(sql.raw(`create trigger test_refuse before ${event} on ${table} for each row when (${when}) execute function test_refuse()`));
  return () => db().execute(sql.raw(`drop trigger test_refuse on ${table}`));
}

async function memberWithTwoPictures() {
  const member = await memberThroughApi(server);
  const first = await givePicture(server, member.id, 0);
  const second = await givePicture(server, member.id, 1);
  const [row] = await db().select().from(profilePictures).where(eq(profilePictures.storagePath, first.storagePath));
  return { member, first, second, pictureId: row!.id };
}

const authOf = (member: { id: string; email: string }) => ({ userId: member.id, sessionId: 'test', role: 'user' as const, email: member.email, secondFactorAt: null });

describe('files of removed rows are queued for deletion in the removal\'s transaction', () => {
  it('a member\'s deleted picture: queued with the row\'s removal, gone once the outbox ran', async () => {
    const { member, first, pictureId } = await memberWithTwoPictures();
    expect((await call(server, 'DELETE', `/api/profiles/me/pictures/${pictureId}`, undefined, { token: member.token })).status).toBe(200);
    expect(await queuedKeys()).toEqual(expect.arrayContaining(Object.values(first)));
    await server.jobs.outbox.deliverDue();
    for (const key of Object.values(first)) expect(await stored(key), key).toBe(false);
  });

  it('a picture removal that rolls back queues nothing: the row and its files stay', async () => {
    const { member, first, pictureId } = await memberWithTwoPictures();
    const failingHook = () => Promise.reject(new Error('the change hook failed'));
    await expect(deletePicture(server.platform, authOf(member), pictureId, failingHook)).rejects.toThrow('the change hook failed');
    await server.jobs.outbox.deliverDue();
    expect(await queuedKeys()).not.toContain(first.storagePath);
    expect(await db().select().from(profilePictures).where(eq(profilePictures.id, pictureId))).toHaveLength(1);
    for (const key of Object.values(first)) expect(await stored(key), key).toBe(true);
  });

  it('an account deletion that rolls back queues nothing; one that commits deletes every file', async () => {
    const { member, first, second } = await memberWithTwoPictures();
    await requestVerification(server, member.token);
    const selfie = (await requestsOf(server, member.id))[0]!.selfiePath!;
    const keys = [...Object.values(first), ...Object.values(second), selfie];

    const allow = await refuse('users', 'DELETE', `old.id = '${member.id}'`);
    await expect(eraseAccount(server.platform, member.id)).rejects.toThrow();
    await allow();
    await server.jobs.outbox.deliverDue();
    expect(await queuedKeys()).not.toContain(selfie);
    for (const key of keys) expect(await stored(key), key).toBe(true);

    await eraseAccount(server.platform, member.id);
    expect(await queuedKeys()).toEqual(expect.arrayContaining(keys));
    await server.jobs.outbox.deliverDue();
    for (const key of keys) expect(await stored(key), key).toBe(false);
  });

  it('the selfie retention: a batch that rolls back keeps its selfie for the next run, which deletes it', async () => {
    const member = await memberThroughApi(server);
    await requestVerification(server, member.token);
    const [request] = await requestsOf(server, member.id);
    expect((await approveFromQueue(asAdminOf(server, await signedInAdmin(server)), member.id)).status).toBe(200);
    server.clock.advance(30 * DAY + 60_000);

    const allow = await refuse('verification_requests', 'UPDATE', `old.id = '${request!.id}' and new.selfie_path is null`);
    await expect(purgeExpiredSelfies(server.platform)).rejects.toThrow();
    await allow();
    await server.jobs.outbox.deliverDue();
    expect(await queuedKeys()).not.toContain(request!.selfiePath);
    expect(await stored(request!.selfiePath!)).toBe(true);

    expect(await purgeExpiredSelfies(server.platform)).toBeGreaterThanOrEqual(1);
    expect(await queuedKeys()).toContain(request!.selfiePath);
    await server.jobs.outbox.deliverDue();
    expect(await stored(request!.selfiePath!)).toBe(false);
  });
});
