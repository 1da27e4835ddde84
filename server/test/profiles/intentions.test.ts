import { eq, sql } from 'drizzle-orm';
import { intentionDifferences, noIntentions, type Intentions } from '@mithaq/contract/intentions';
import type { MatchState } from '@mithaq/contract/matches';
import type { OwnProfile } from '@mithaq/contract/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile, createUser } from '../support/factories';
import { pictures } from '../support/images';
import { matchedCouple } from '../support/matches';
import { memberThroughApi, upload, wizardInput } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const profileRow = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const ownProfile = async (token: string) => (await call<{ profile: OwnProfile }>(server, 'GET', '/api/profiles/me', undefined, { token })).body.profile;

const stated: Intentions = {
  marryWithin: '1year',
  relocate: 'withinCountry',
  hasChildren: 'no',
  wantsChildren: 'open',
  prayer: 'usually',
  polygyny: 'notOpen',
};

describe('stating intentions in the wizard', () => {
  it('stores every answer and counts the wizard as the asking', async () => {
    const member = await memberThroughApi(server, { intentions: stated });
    const profile = await ownProfile(member.token);
    expect(profile.intentions).toEqual(stated);
    expect(profile.intentionsAsked).toBe(true);
    expect(await profileRow(member.id)).toMatchObject({ marryWithin: '1year', relocate: 'withinCountry', polygyny: 'notOpen' });
  });

  it('leaves them optional: a profile without answers reads as not stated, and is not asked again', async () => {
    const member = await memberThroughApi(server);
    const profile = await ownProfile(member.token);
    expect(profile.intentions).toEqual(noIntentions);
    expect(profile.intentionsAsked).toBe(true);
  });

  it.each([
    [{ marryWithin: 'someday' }, 'Choose when you hope to marry from the answers offered', 'intentions.marryWithinInvalid'],
    [{ relocate: 'maybe' }, 'Choose whether you would relocate from the answers offered', 'intentions.relocateInvalid'],
    [{ hasChildren: true }, 'Choose whether you have children from the answers offered', 'intentions.hasChildrenInvalid'],
    [{ wantsChildren: 'later' }, 'Choose whether you want children from the answers offered', 'intentions.wantsChildrenInvalid'],
    [{ prayer: 'never' }, 'Choose how often you pray from the answers offered', 'intentions.prayerInvalid'],
    [{ polygyny: 'yes' }, 'Choose your stance on polygyny from the answers offered', 'intentions.polygynyInvalid'],
  ])('refuses %j with a 400 and creates nothing', async (intentions, message, key) => {
    const user = await createUser(db());
    const { token } = await signIn(server, user.email, user.password);
    const result = await call(server, 'POST', '/api/profiles', { ...wizardInput(), intentions }, { token });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { code: 'VALIDATION', message, key } });
    expect((await db().select().from(profiles).where(eq(profiles.id, user.id))).length).toBe(0);
  });

  it('is guarded by the database too', async () => {
    const member = await createProfile(db());
    await expect(db().execute(sql`update profiles set prayer = 'never' where id = ${member.id}`)).rejects.toThrow();
    await expect(db().execute(sql`update profiles set has_children = 'maybe' where id = ${member.id}`)).rejects.toThrow();
    expect((await profileRow(member.id)).prayer).toBeNull();
  });
});

describe('Edit Profile', () => {
  const edit = async (token: string, body: Record<string, unknown>) => {
    const { birthday: _b, ...editable } = wizardInput();
    return call<{ profile: OwnProfile }>(server, 'PUT', '/api/profiles/me', { ...editable, ...body }, { token });
  };

  it('saves, clears with null, and keeps the answers when the form leaves them out', async () => {
    const member = await memberThroughApi(server, { intentions: stated });
    await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg');
    const changed = await edit(member.token, { intentions: { ...stated, marryWithin: '6months', prayer: null } });
    expect(changed.status).toBe(200);
    expect(changed.body.profile.intentions).toEqual({ ...stated, marryWithin: '6months', prayer: null });
    const untouched = await edit(member.token, { name: 'Amina K' });
    expect(untouched.body.profile.intentions).toEqual({ ...stated, marryWithin: '6months', prayer: null });
  });

  it('refuses an answer that is not offered and changes nothing', async () => {
    const member = await memberThroughApi(server, { intentions: stated });
    await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg');
    const result = await edit(member.token, { intentions: { relocate: 'abroad' } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { message: 'Choose whether you would relocate from the answers offered' } });
    expect((await profileRow(member.id)).relocate).toBe('withinCountry');
  });
});

describe('asking existing profiles once', () => {
  const existing = async () => {
    const member = await createProfile(db());
    return { ...member, ...(await signIn(server, member.email, member.password)) };
  };
  const answer = (token: string, body: Record<string, unknown>) =>
    call<{ profile: OwnProfile }>(server, 'PUT', '/api/profiles/me/intentions', body, { token });

  it('asks a profile made before the intentions existed, and remembers a skip on the server', async () => {
    const member = await existing();
    expect((await ownProfile(member.token)).intentionsAsked).toBe(false);
    const skipped = await answer(member.token, {});
    expect(skipped.status).toBe(200);
    expect(skipped.body.profile.intentionsAsked).toBe(true);
    expect(skipped.body.profile.intentions).toEqual(noIntentions);
    expect((await ownProfile(member.token)).intentionsAsked).toBe(true);
    expect((await profileRow(member.id)).intentionsAskedAt).toEqual(server.clock.now());
  });

  it('stores the answers given in the dialog', async () => {
    const member = await existing();
    const answered = await answer(member.token, { marryWithin: '1to2years', polygyny: 'open' });
    expect(answered.body.profile).toMatchObject({ intentionsAsked: true, intentions: { ...noIntentions, marryWithin: '1to2years', polygyny: 'open' } });
  });

  it('refuses a bad answer with the contract message and still asks', async () => {
    const member = await existing();
    const result = await answer(member.token, { wantsChildren: 'several' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { key: 'intentions.wantsChildrenInvalid' } });
    expect((await ownProfile(member.token)).intentionsAsked).toBe(false);
  });

  it('needs a session', async () => {
    expect((await call(server, 'PUT', '/api/profiles/me/intentions', {})).status).toBe(401);
  });
});

describe('the differences before paying', () => {
  it.each([
    ['marryWithin', '1year', '1to2years'],
    ['relocate', 'yes', 'no'],
    ['hasChildren', 'yes', 'no'],
    ['wantsChildren', 'no', 'open'],
    ['prayer', 'always', 'sometimes'],
    ['polygyny', 'open', 'notOpen'],
  ] as const)('names a difference in %s, theirs then yours', (question, theirs, yours) => {
    expect(intentionDifferences({ ...noIntentions, [question]: theirs }, { ...noIntentions, [question]: yours })).toEqual([{ question, theirs, yours }]);
    expect(intentionDifferences({ ...noIntentions, [question]: theirs }, { ...noIntentions, [question]: theirs })).toEqual([]);
  });

  it('claims no difference where either left the question unstated', () => {
    expect(intentionDifferences(stated, noIntentions)).toEqual([]);
    expect(intentionDifferences(noIntentions, stated)).toEqual([]);
  });

  const matchOf = async (token: string, matchId: string) =>
    (await call<{ match: MatchState }>(server, 'GET', `/api/matches/${matchId}`, undefined, { token })).body.match;

  it('serves each side the differences from their own answers, with the other member (and so the pronoun) of either sex', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    await db().update(profiles).set({ marryWithin: '1year', prayer: 'always', relocate: 'no' }).where(eq(profiles.id, woman.id));
    await db().update(profiles).set({ marryWithin: '1to2years', prayer: 'always', polygyny: 'open' }).where(eq(profiles.id, man.id));
    const seenByMan = await matchOf(man.token, matchId);
    expect(seenByMan.other.sex).toBe('female');
    expect(seenByMan.intentionDifferences).toEqual([{ question: 'marryWithin', theirs: '1year', yours: '1to2years' }]);
    const seenByWoman = await matchOf(woman.token, matchId);
    expect(seenByWoman.other.sex).toBe('male');
    expect(seenByWoman.intentionDifferences).toEqual([{ question: 'marryWithin', theirs: '1to2years', yours: '1year' }]);
    const listed = await call<{ matches: MatchState[] }>(server, 'GET', '/api/matches', undefined, { token: woman.token });
    expect(listed.body.matches.find((match) => match.id === matchId)?.intentionDifferences).toHaveLength(1);
    expect(seenByWoman.other.intentions).toMatchObject({ marryWithin: '1to2years', polygyny: 'open', hasChildren: null });
  });
});
