import crypto from 'node:crypto';
import type { MyReport, ReportSnapshot } from '@mithaq/contract/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/platform/db/schema/matches';
import { blockedProfiles, profileReports } from '../../src/platform/db/schema/social';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { sendMessage, unlockedCouple } from '../support/matches';
import { seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from '../support/client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const report = (token: string, body: Record<string, unknown>) => call<{ error?: { message: string } }>(server, 'POST', '/api/reports', body, { token });
const reportsAbout = (reportedId: string) => db().select().from(profileReports).where(eq(profileReports.reportedId, reportedId));
const myReports = async (token: string) => (await call<{ reports: MyReport[] }>(server, 'GET', '/api/reports', undefined, { token })).body.reports;

describe('a report from a chat', () => {
  it('keeps the last 30 messages of both sides with sender, time, content and flags, and blocks', async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    for (let i = 1; i <= 31; i += 1) await sendMessage(server, i % 2 ? man.token : woman.token, matchId, `Message number ${i}`);
    const money = await sendMessage(server, man.token, matchId, 'Please send me 500 dollars by Western Union');
    // What the scam shield stores on its own branch: set by hand here.
    await db().update(messages).set({ flags: ['money'] }).where(eq(messages.id, money.body.message.id));

    const answer = await report(woman.token, { profileId: man.id, category: 'money', context: 'chat', matchId });
    expect(answer.status).toBe(200);
    const [row] = await reportsAbout(man.id);
    expect(row).toMatchObject({ reporterId: woman.id, category: 'money', reason: null, context: 'chat', matchId });
    const snapshot = row!.snapshot as ReportSnapshot;
    if (snapshot.kind !== 'chat') throw new Error('expected a chat snapshot');
    expect(snapshot.messages).toHaveLength(30);
    // The newest 30, oldest first: messages 3–31 and the money request.
    expect(snapshot.messages[0]).toMatchObject({ content: 'Message number 3', senderId: man.id, senderName: 'Yusuf', flags: [] });
    expect(snapshot.messages[1]).toMatchObject({ content: 'Message number 4', senderId: woman.id, senderName: 'Maryam' });
    expect(snapshot.messages.at(-1)).toMatchObject({ content: 'Please send me 500 dollars by Western Union', flags: ['money'] });
    expect(Date.parse(snapshot.messages.at(-1)!.createdAt)).not.toBeNaN();
    // Reporting still blocks and ends the match.
    expect(await db().select().from(blockedProfiles).where(eq(blockedProfiles.blockerId, woman.id))).toHaveLength(1);
  });

  it("refuses another couple's match with 404 and writes nothing (no report, no block)", async () => {
    const first = await unlockedCouple(server);
    const other = await unlockedCouple(server);
    const answer = await report(first.woman.token, { profileId: first.man.id, category: 'money', context: 'chat', matchId: other.matchId });
    expect(answer.status).toBe(404);
    expect(await reportsAbout(first.man.id)).toHaveLength(0);
    expect(await db().select().from(blockedProfiles).where(eq(blockedProfiles.blockerId, first.woman.id))).toHaveLength(0);
    const unknown = await report(first.woman.token, { profileId: first.man.id, category: 'money', context: 'chat', matchId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
  });
});

describe('a report from a profile', () => {
  it('keeps the profile as it was, and the free text', async () => {
    const reporter = await createProfile(db(), { sex: 'male', name: 'Reporter' });
    const target = await createProfile(db(), { sex: 'female', name: 'Target', city: 'Leeds', occupation: 'Nurse', height: 165 });
    await seenInDeck(db(), reporter.id, target.id);
    const { token } = await signIn(server, reporter.email, reporter.password);
    expect((await report(token, { profileId: target.id, category: 'fake_photos', reason: 'Photos of a model' })).status).toBe(200);
    const [row] = await reportsAbout(target.id);
    expect(row).toMatchObject({ category: 'fake_photos', reason: 'Photos of a model', context: 'profile', matchId: null });
    expect(row!.snapshot).toMatchObject({
      kind: 'profile',
      profile: { name: 'Target', city: 'Leeds', country: 'GB', occupation: 'Nurse', height: 165, nationality: expect.any(Array), pictureIds: expect.any(Array) },
    });
    expect((row!.snapshot as { profile: { age: number } }).profile.age).toBeGreaterThanOrEqual(18);
    // Changing the profile afterwards does not change what the report kept.
    expect(JSON.stringify(row!.snapshot)).not.toContain(target.email);
  });

  it("requires the free text for 'other' and bounds it when given, with the spec's messages", async () => {
    const reporter = await createProfile(db(), { sex: 'male' });
    const target = await createProfile(db(), { sex: 'female' });
    await seenInDeck(db(), reporter.id, target.id);
    const { token } = await signIn(server, reporter.email, reporter.password);
    const missing = await report(token, { profileId: target.id, category: 'other' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Reason must be at least 10 characters long');
    const short = await report(token, { profileId: target.id, category: 'money', reason: 'short' });
    expect(short.body.error?.message).toBe('Reason must be at least 10 characters long');
    const long = await report(token, { profileId: target.id, category: 'money', reason: 'x'.repeat(51) });
    expect(long.body.error?.message).toBe('Reason must be no more than 50 characters long');
    expect((await report(token, { profileId: target.id, category: 'nonsense' })).status).toBe(400);
    expect(await reportsAbout(target.id)).toHaveLength(0);
    // An older client's body (reason only) is 'other' from a profile.
    expect((await report(token, { profileId: target.id, reason: 'Rude and insulting' })).status).toBe(200);
    expect((await reportsAbout(target.id))[0]).toMatchObject({ category: 'other', context: 'profile' });
  });
});

describe('my reports', () => {
  it("lists the member's own reports as open (never anyone else's, never a decision)", async () => {
    const { matchId, woman, man } = await unlockedCouple(server);
    await report(woman.token, { profileId: man.id, category: 'off_app', context: 'chat', matchId });
    const mine = await myReports(woman.token);
    expect(mine).toEqual([{ id: expect.any(String), name: 'Yusuf', category: 'off_app', createdAt: expect.any(String), status: 'open' }]);
    expect(JSON.stringify(mine)).not.toContain('decision');
    expect(await myReports(man.token)).toEqual([]);
  });
});
