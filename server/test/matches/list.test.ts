import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { seenByEachOther } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type MatchList = { matches: { id: string; other: { id: string; name: string } & Record<string, unknown> }[] };

/** One woman who matched with each of `names` (each liked her back). */
async function womanWithMatches(names: string[]) {
  const db = server.platform.database.db;
  const woman = await createProfile(db, { name: 'Khadija', sex: 'female' });
  const w = await signIn(server, woman.email, woman.password);
  const men = [];
  for (const name of names) {
    const man = await createProfile(db, { name, sex: 'male' });
    const m = await signIn(server, man.email, man.password);
    await seenByEachOther(db, woman.id, man.id);
    await call(server, 'POST', '/api/likes', { profileId: man.id }, { token: w.token });
    const liked = await call<{ matchId: string }>(server, 'POST', '/api/likes', { profileId: woman.id }, { token: m.token });
    men.push({ ...man, token: m.token, matchId: liked.body.matchId });
  }
  return { woman: { ...woman, token: w.token }, men };
}

describe('the match list', () => {
  it('shows each match with its own other member, public fields only, and leaves out a blocked one', async () => {
    const { woman, men } = await womanWithMatches(['Bilal', 'Hamza', 'Idris']);
    await call(server, 'POST', '/api/blocks', { profileId: men[1]!.id }, { token: woman.token });

    const list = await call<MatchList>(server, 'GET', '/api/matches', undefined, { token: woman.token });
    expect(list.status).toBe(200);
    const byMatch = Object.fromEntries(list.body.matches.map((m) => [m.id, m.other]));
    expect(Object.keys(byMatch).sort()).toEqual([men[0]!.matchId, men[2]!.matchId].sort());
    expect(byMatch[men[0]!.matchId]).toMatchObject({ id: men[0]!.id, name: 'Bilal' });
    expect(byMatch[men[2]!.matchId]).toMatchObject({ id: men[2]!.id, name: 'Idris' });
    for (const other of Object.values(byMatch)) {
      expect(other).not.toHaveProperty('email');
      expect(other).not.toHaveProperty('tokenBalance');
      expect(other).not.toHaveProperty('latitude');
    }
    // Each man sees her.
    const his = await call<MatchList>(server, 'GET', '/api/matches', undefined, { token: men[2]!.token });
    expect(his.body.matches.map((m) => m.other.name)).toEqual(['Khadija']);
  });

  it('keeps a member who deactivated themselves: the match runs on and the partner may still reply', async () => {
    const { woman, men } = await womanWithMatches(['Yahya', 'Zakariya']);
    const names = async () =>
      (await call<MatchList>(server, 'GET', '/api/matches', undefined, { token: woman.token })).body.matches.map((m) => m.other.name).sort();
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: men[0]!.token })).status).toBe(200);
    expect(await names()).toEqual(['Yahya', 'Zakariya']);
    expect((await call(server, 'GET', `/api/matches/${men[0]!.matchId}`, undefined, { token: woman.token })).status).toBe(200);
  });
});
