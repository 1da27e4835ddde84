import type { DeckResponse, LikedLists } from '@mithaq/contract/discover';
import type { MatchState } from '@mithaq/contract/matches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { matchedCouple } from '../support/matches';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { seenInDeck } from '../support/safety';
import { approveFromQueue, requestVerification } from '../support/verification';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Through the real flow: a try, a selfie, a moderator's approval. */
async function verify(member: { id: string; token: string }) {
  await requestVerification(server, member.token);
  expect((await approveFromQueue(asAdminOf(server, await signedInAdmin(server)), member.id)).status).toBe(200);
}

async function revoke(profileId: string) {
  const asAdmin = asAdminOf(server, await signedInAdmin(server));
  expect((await asAdmin('POST', `/api/admin/profiles/${profileId}/verification/revoke`, { reason: 'Test' })).status).toBe(200);
}

const get = <T>(token: string, path: string) => call<T>(server, 'GET', path, undefined, { token });

/** Every view another member gets of `verifiedId`, as `verified` flags (matches: `viewer` is matched with them). */
async function badgesSeenBy(viewerToken: string, likerToken: string, verifiedId: string, matchId: string) {
  const matches = (await get<{ matches: MatchState[] }>(viewerToken, '/api/matches')).body.matches;
  const match = (await get<{ match: MatchState }>(viewerToken, `/api/matches/${matchId}`)).body.match;
  const liked = (await get<LikedLists>(likerToken, '/api/likes')).body;
  return {
    matchesList: matches.find((m) => m.other.id === verifiedId)?.other.verified,
    matchHeader: match.other.verified,
    likedGrid: liked.likedMe.find((c) => c.profile.id === verifiedId)?.profile.verified,
  };
}

describe('the blue badge', () => {
  it('shows exactly when verified_at is set, in every view other members get and on the own profile', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    // Someone she likes who has not liked her back: she is on his Liked grid.
    const admirer = await createProfile(server.platform.database.db, { name: 'Bilal', sex: 'male' });
    const admirerToken = (await signIn(server, admirer.email, admirer.password)).token;
    await seenInDeck(server.platform.database.db, woman.id, admirer.id);
    await call(server, 'POST', '/api/likes', { profileId: admirer.id }, { token: woman.token });

    expect(await badgesSeenBy(man.token, admirerToken, woman.id, matchId)).toEqual({ matchesList: false, matchHeader: false, likedGrid: false });
    await verify(woman);
    expect(await badgesSeenBy(man.token, admirerToken, woman.id, matchId)).toEqual({ matchesList: true, matchHeader: true, likedGrid: true });
    expect((await get<{ profile: { verified: boolean } }>(woman.token, '/api/profiles/me')).body.profile.verified).toBe(true);

    // The unmatched list keeps the badge too.
    expect((await call(server, 'POST', `/api/matches/${matchId}/unmatch`, undefined, { token: man.token })).status).toBe(200);
    const unmatched = (await get<{ matches: MatchState[] }>(man.token, '/api/matches/unmatched')).body.matches;
    expect(unmatched.find((m) => m.other.id === woman.id)?.other.verified).toBe(true);

    await revoke(woman.id);
    expect((await get<{ matches: MatchState[] }>(man.token, '/api/matches/unmatched')).body.matches.find((m) => m.other.id === woman.id)?.other.verified).toBe(false);
    expect((await get<LikedLists>(admirerToken, '/api/likes')).body.likedMe.find((c) => c.profile.id === woman.id)?.profile.verified).toBe(false);
    expect((await get<{ profile: { verified: boolean } }>(woman.token, '/api/profiles/me')).body.profile.verified).toBe(false);
  });

  it('the "Verified only" filter leaves out members without the badge', async () => {
    const plain = await createProfile(server.platform.database.db, { name: 'Plain', sex: 'female', country: 'NO' });
    const badged = await memberThroughApi(server, { location: { country: 'NO', city: 'Oslo' } });
    await verify(badged);
    const viewer = await createProfile(server.platform.database.db, { name: 'Viewer', sex: 'male', country: 'NO' });
    const token = (await signIn(server, viewer.email, viewer.password)).token;
    const all = (await get<DeckResponse>(token, '/api/discover?limit=10&countries=NO')).body.profiles;
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([plain.id, badged.id]));
    expect(all.find((p) => p.id === badged.id)?.verified).toBe(true);
    const verifiedOnly = (await get<DeckResponse>(token, '/api/discover?limit=10&countries=NO&verified=1')).body.profiles;
    expect(verifiedOnly.map((p) => p.id)).toContain(badged.id);
    expect(verifiedOnly.map((p) => p.id)).not.toContain(plain.id);
    expect(verifiedOnly.every((p) => p.verified)).toBe(true);
  });
});
