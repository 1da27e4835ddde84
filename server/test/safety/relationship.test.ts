import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { blockedProfiles, profileReports } from '../../src/platform/db/schema/social';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { matchedCouple } from '../support/matches';
import { seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const block = (token: string, profileId: string) => call(server, 'POST', '/api/blocks', { profileId }, { token });
const report = (token: string, profileId: string) =>
  call(server, 'POST', '/api/reports', { profileId, reason: 'Keeps writing after I said no' }, { token });
const blocksBy = (blockerId: string) => db().select().from(blockedProfiles).where(eq(blockedProfiles.blockerId, blockerId));
const reportsAgainst = (reportedId: string) => db().select().from(profileReports).where(eq(profileReports.reportedId, reportedId));

async function member(sex: 'male' | 'female', name: string) {
  const profile = await createProfile(db(), { sex, name });
  return { ...profile, token: (await signIn(server, profile.email, profile.password)).token };
}

describe('block and report reach anyone the member has a relationship with', () => {
  it('a match partner who switched his sex is still blocked and reported', async () => {
    const { woman, man } = await matchedCouple(server);
    await db().update(profiles).set({ sex: 'female' }).where(eq(profiles.id, man.id));
    expect((await report(woman.token, man.id)).status).toBe(200);
    expect(await reportsAgainst(man.id)).toHaveLength(1);
    expect((await blocksBy(woman.id)).map((row) => row.blockedId)).toEqual([man.id]);
  });

  it('a match partner who deactivated is still blocked and reported', async () => {
    const { woman, man } = await matchedCouple(server);
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: man.token })).status).toBe(200);
    expect((await block(woman.token, man.id)).status).toBe(200);
    expect((await report(woman.token, man.id)).status).toBe(200);
    expect(await reportsAgainst(man.id)).toHaveLength(1);
  });

  it('a suspended member, or one who blocked the reporter first, can still be reported', async () => {
    const { woman, man } = await matchedCouple(server);
    expect((await block(man.token, woman.id)).status).toBe(200);
    expect((await report(woman.token, man.id)).status).toBe(200);
    await db().update(profiles).set({ isActive: false, suspendedAt: new Date() }).where(eq(profiles.id, man.id));
    expect((await block(woman.token, man.id)).status).toBe(200);
    expect(await reportsAgainst(man.id)).toHaveLength(1);
  });

  it('counts a like or a pass either way, and the deck history', async () => {
    const woman = await member('female', 'Maryam');
    const [liker, passed, seen] = await Promise.all([member('male', 'Liker'), member('male', 'Passed'), member('male', 'Seen')]);
    await seenInDeck(db(), liker.id, woman.id);
    await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token: liker.token });
    await call(server, 'POST', '/api/passes', { profileId: passed.id }, { token: woman.token });
    await seenInDeck(db(), woman.id, seen.id);
    for (const target of [liker, passed, seen]) {
      await db().update(profiles).set({ isActive: false }).where(eq(profiles.id, target.id));
      expect((await block(woman.token, target.id)).status).toBe(200);
    }
    expect((await blocksBy(woman.id)).map((row) => row.blockedId).sort()).toEqual([liker.id, passed.id, seen.id].sort());
  });

  it('a stranger, an unknown id and oneself are "Profile not found", and nothing is written', async () => {
    const woman = await member('female', 'Maryam');
    const stranger = await member('male', 'Stranger');
    // Only the other way round: him having been shown her gives her no relationship with him.
    await seenInDeck(db(), stranger.id, woman.id);
    for (const profileId of [stranger.id, crypto.randomUUID(), woman.id]) {
      const blocked = await block(woman.token, profileId);
      expect(blocked.status).toBe(404);
      expect((await report(woman.token, profileId)).status).toBe(404);
    }
    expect(await blocksBy(woman.id)).toHaveLength(0);
    expect(await reportsAgainst(stranger.id)).toHaveLength(0);
  });
});
