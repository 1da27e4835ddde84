import type { AdminReportsResponse } from '@mithaq/contract/admin';
import type { MessagePage } from '@mithaq/contract/chat';
import type { MatchState } from '@mithaq/contract/matches';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseExpiredAccounts } from '../../src/features/account/retention';
import { users } from '../../src/platform/db/schema/auth';
import { matches } from '../../src/platform/db/schema/matches';
import { notifications } from '../../src/platform/db/schema/notifications';
import { profilePictures, profiles } from '../../src/platform/db/schema/profiles';
import { deletedMemberEvidence, verificationRequests } from '../../src/platform/db/schema/safety';
import { profileReports } from '../../src/platform/db/schema/social';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { accessTokenNow, ledgerMismatches, ledgerOf, matchedCouple, sendMessage, unlockedCouple } from '../support/matches';
import { givePicture } from '../support/media';
import { startTestServer, type TestServer } from '../support/server';
import { requestVerification, requestsOf } from '../support/verification';
import { seenByEachOther } from '../support/safety';

const DAY = 24 * 3600_000;

let server: TestServer;
// The retention job acts on every row: this file has a database of its own.
beforeAll(async () => {
  server = await startTestServer({ isolatedDatabase: true });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
/** Whether the file is still there once the outbox has done what was queued (deletes go through it). */
const stored = async (path: string) => {
  await server.jobs.outbox.deliverDue();
  return (await server.platform.storage.head(path)) !== null;
};
const profileOf = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const run = () => anonymiseExpiredAccounts(server.platform);

describe('retention: accounts closed for 2 years become "Former member"', () => {
  it('keeps a deactivated account for 1 year 364 days, then anonymises it once, keeping the other person’s history and ledger', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await sendMessage(server, woman.token, matchId, 'Assalamu alaikum');
    await sendMessage(server, man.token, matchId, 'Wa alaikum assalam, I am Yusuf');
    // A second match of his, with no message: it goes.
    const silent = await createProfile(db(), { name: 'Hafsa', sex: 'female' });
    const hafsa = await signIn(server, silent.email, silent.password);
    await seenByEachOther(db(), silent.id, man.id);
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: hafsa.token });
    await call(server, 'POST', '/api/likes', { profileId: silent.id }, { token: man.token });
    const picture = await givePicture(server, man.id);
    // Issue 28's question for his matches: his words, blanked with the rest.
    await db().update(profiles).set({ matchQuestion: 'Do you pray?' }).where(eq(profiles.id, man.id));
    await requestVerification(server, man.token);
    const [selfie] = await requestsOf(server, man.id);
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: man.token })).status).toBe(200);
    expect((await profileOf(man.id)).deactivatedAt).toEqual(server.clock.now());

    const theirNoticesNow = () => db().select().from(notifications).where(inArray(notifications.userId, [woman.id, silent.id]));
    const namingHim = (await theirNoticesNow()).filter((n) => n.messageParams.name === 'Yusuf').map((n) => n.id);
    expect(namingHim.length).toBeGreaterThan(0);

    server.clock.advance(729 * DAY);
    expect(await run()).toBe(0);
    expect((await profileOf(man.id)).name).toBe('Yusuf');

    server.clock.advance(DAY + 60_000);
    // Two servers at once: the account is anonymised by one of them.
    const runs = await Promise.all([run(), run()]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await run()).toBe(0);

    const former = await profileOf(man.id);
    expect(former).toMatchObject({ name: 'Former member', aboutMe: '', city: '', nationality: ['ZZ'], birthday: '1900-01-01', isActive: false, verifiedAt: null, matchQuestion: null });
    expect(former.anonymizedAt).toEqual(server.clock.now());
    const [account] = await db().select().from(users).where(eq(users.id, man.id));
    expect(account!.email).toBe(`former-${man.id}@deleted.invalid`);
    expect(account!.confirmedAt).toBeNull();

    // Her history: the ended match with his messages, from a "Former member" with no profile to open.
    const token = await accessTokenNow(server, woman);
    const ended = await call<{ matches: MatchState[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token });
    const match = ended.body.matches.find((m) => m.id === matchId)!;
    expect(match.other).toMatchObject({ id: man.id, name: 'Former member', former: true, pictures: [] });
    expect(match.canRematch).toBe(false);
    const page = await call<MessagePage>(server, 'GET', `/api/matches/${matchId}/messages`, undefined, { token });
    expect(page.body.messages.map((m) => m.content)).toEqual(['Assalamu alaikum', 'Wa alaikum assalam, I am Yusuf']);
    expect((await sendMessage(server, token, matchId, 'Are you there?')).status).not.toBe(200);
    const remaining = await db().select({ id: matches.id }).from(matches).where(or(eq(matches.profile1Id, man.id), eq(matches.profile2Id, man.id)));
    expect(remaining.map((m) => m.id)).toEqual([matchId]);

    // Ledgers: amounts kept, no name left, Σ = balance for everyone.
    const hers = await ledgerOf(server, [woman.id]);
    expect(hers.find((row) => row.referenceId === matchId)).toMatchObject({
      amount: expect.any(Number), key: 'ledger.express', params: {}, note: null, description: 'Express unlock with Former member',
    });
    const his = await ledgerOf(server, [man.id]);
    expect(his.length).toBeGreaterThan(0);
    expect(his.every((row) => !row.description.includes('Maryam') && !row.description.includes('Yusuf'))).toBe(true);
    // His own rows: the type's neutral wording, no params, no note.
    expect(his.map((row) => [row.key, row.params, row.note])).toEqual(his.map((row) => [`ledger.closed.${row.type}`, {}, null]));
    expect(await ledgerMismatches(server)).toEqual([]);
    const theirNotices = await theirNoticesNow();
    expect(theirNotices.some((n) => n.senderId === man.id || JSON.stringify([n.messageParams, n.content]).includes('Yusuf'))).toBe(false);
    // The ones that named him keep their key with no name: each reader's language says "Former member".
    const named = theirNotices.filter((n) => namingHim.includes(n.id));
    expect(named.map((n) => n.messageKey !== null && !('name' in n.messageParams))).toEqual(namingHim.map(() => true));

    // Pictures and selfie gone, rows and files.
    expect(await db().select().from(profilePictures).where(eq(profilePictures.profileId, man.id))).toEqual([]);
    expect(await db().select().from(verificationRequests).where(eq(verificationRequests.profileId, man.id))).toEqual([]);
    for (const path of [picture.storagePath, picture.thumbPath, picture.blurPath, selfie!.selfiePath!]) expect(await stored(path)).toBe(false);

    // He cannot sign in any more, with either address.
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: man.email, password: man.password })).status).not.toBe(200);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: account!.email, password: man.password })).status).not.toBe(200);
  });

  it('anonymises a suspended member after 2 years and keeps the evidence of a report', async () => {
    const { woman, man } = await matchedCouple(server);
    expect((await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Asked for money in the chat' }, { token: woman.token })).status).toBe(200);
    const asAdmin = asAdminOf(server, await signedInAdmin(server));
    const suspended = await asAdmin('PUT', `/api/admin/profiles/${man.id}/active`, { isActive: false });
    expect(suspended.status).toBe(200);
    expect((await profileOf(man.id)).suspendedAt).not.toBeNull();

    server.clock.advance(729 * DAY);
    expect(await run()).toBe(0);
    server.clock.advance(DAY + 60_000);
    expect(await run()).toBe(1);
    expect((await profileOf(man.id)).name).toBe('Former member');
    const [evidence] = await db().select().from(deletedMemberEvidence).where(eq(deletedMemberEvidence.formerProfileId, man.id));
    expect(evidence!.profile).toMatchObject({ name: 'Yusuf' });
    // Their match had no message: it is gone.
    expect(await db().select().from(matches).where(or(eq(matches.profile1Id, man.id), eq(matches.profile2Id, man.id)))).toEqual([]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('keeps the reports the closed account made about others, from "Former member"', async () => {
    const { woman, man } = await matchedCouple(server);
    expect((await call(server, 'POST', '/api/reports', { profileId: man.id, reason: 'Sent me insulting messages' }, { token: woman.token })).status).toBe(200);
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: woman.token })).status).toBe(200);
    server.clock.advance(730 * DAY + 60_000);
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect((await profileOf(woman.id)).name).toBe('Former member');
    const [report] = await db().select().from(profileReports).where(eq(profileReports.reportedId, man.id));
    expect(report).toMatchObject({ reporterId: null, reporterLeftAt: server.clock.now(), reason: 'Sent me insulting messages' });
    const shown = await asAdminOf(server, await signedInAdmin(server))<AdminReportsResponse>('GET', '/api/admin/reports?status=all&limit=100');
    expect(shown.body.reports.find((r) => r.id === report!.id)?.reporter).toEqual({ id: null, name: '' });
  });

  it("leaves the ledger append-only: only a row's wording (key, params, note), only while anonymising", async () => {
    const { woman } = await matchedCouple(server);
    const rewrite = (flag: boolean, change: ReturnType<typeof sql>) =>
      db().transaction(async (tx) => {
        if (flag) await tx.execute(sql`set local mithaq.anonymizing = 'on'`);
        await tx.execute(sql`update token_transactions set ${change} where user_id = ${woman.id}`);
      });
    await expect(rewrite(false, sql`description = 'x'`)).rejects.toThrow();
    await expect(rewrite(true, sql`amount = amount + 1`)).rejects.toThrow();
    await expect(rewrite(false, sql`description_params = '{"name": "x"}'`)).rejects.toThrow();
    await expect(rewrite(true, sql`description = 'x'`)).resolves.toBeUndefined();
    await expect(rewrite(true, sql`description_key = 'ledger.closed.grant', description_params = '{"name": "x"}'`)).resolves.toBeUndefined();
    await expect(db().execute(sql`delete from token_transactions where user_id = ${woman.id}`)).rejects.toThrow();
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
