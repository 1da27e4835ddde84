import { eq } from 'drizzle-orm';
import { messageKeyOf } from '@mithaq/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/platform/db/schema/profiles';
import { tokenTransactions } from '../../src/platform/db/schema/tokens';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { pictures } from '../support/images';
import { memberThroughApi, upload, wizardInput } from '../support/profiles';
import { fetchMedia, viewerCookie } from '../support/media';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
async function signedInWithoutProfile() {
  const user = await createUser(db());
  return { ...user, ...(await signIn(server, user.email, user.password)) };
}
const profileRow = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0];

describe('creating a profile (Complete Profile)', () => {
  it('creates it with the welcome grant of 10 tokens in the ledger', async () => {
    const user = await signedInWithoutProfile();
    const result = await call<{ profile: Record<string, unknown> }>(server, 'POST', '/api/profiles', wizardInput(), { token: user.token });
    expect(result.status).toBe(201);
    expect(result.body.profile).toMatchObject({ id: user.id, name: 'Amina', city: 'London', country: 'GB', tokenBalance: 10, pictures: [] });
    const ledger = await db().select().from(tokenTransactions).where(eq(tokenTransactions.userId, user.id));
    expect(ledger).toMatchObject([{ amount: 10, type: 'grant', descriptionKey: 'ledger.welcome', descriptionParams: {}, description: null }]);
    const wallet = await call<{ balance: number; transactions: unknown[] }>(server, 'GET', '/api/tokens/wallet', undefined, { token: user.token });
    expect(wallet.body).toMatchObject({ balance: 10, transactions: [{ amount: 10, type: 'grant', key: 'ledger.welcome', description: null, text: 'Welcome tokens' }] });
  });

  it('happens once: a second attempt is a conflict and grants nothing more', async () => {
    const user = await signedInWithoutProfile();
    await call(server, 'POST', '/api/profiles', wizardInput(), { token: user.token });
    const again = await call(server, 'POST', '/api/profiles', wizardInput({ name: 'Other' }), { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'CONFLICT', message: 'Profile already exists', key: 'profiles.alreadyExists' } });
    expect((await profileRow(user.id))?.tokenBalance).toBe(10);
  });

  it.each([
    [{ birthday: '2015-01-01' }, 'You must be at least 18 years old'],
    [{ birthday: '1900-01-01' }, 'Please enter a valid birth date'],
    [{ birthday: '' }, 'Please select your birthday'],
    [{ name: '' }, 'Name must be between 1 and 25 characters'],
    [{ nationality: [] }, 'Select at least one nationality'],
    [{ height: 250 }, 'Height must be between 130cm and 200cm'],
    [{ aboutMe: '' }, 'About Me must be between 1 and 1500 characters'],
    [{ location: { country: 'GB', city: 'Atlantis' } }, 'Failed to get location details'],
    [{ location: { country: '', city: '' } }, 'Location detection is required to continue'],
  ])('refuses %j with "%s" and writes nothing', async (change, message) => {
    const user = await signedInWithoutProfile();
    const result = await call(server, 'POST', '/api/profiles', wizardInput(change as never), { token: user.token });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { code: 'VALIDATION', message, key: messageKeyOf(message) } });
    expect(await profileRow(user.id)).toBeUndefined();
  });
});

describe('editing a profile', () => {
  it('saves the editable fields', async () => {
    const member = await memberThroughApi(server);
    await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg');
    const { birthday: _b, ...editable } = wizardInput();
    const result = await call<{ profile: Record<string, unknown> }>(server, 'PUT', '/api/profiles/me', {
      ...editable, name: 'Amina K', location: { country: 'SA', city: 'Mecca' }, nationality: ['SA'], height: 170, maritalStatus: 'Divorced',
    }, { token: member.token });
    expect(result.status).toBe(200);
    expect(result.body.profile).toMatchObject({ name: 'Amina K', country: 'SA', city: 'Mecca', nationality: ['SA'], maritalStatus: 'Divorced' });
  });

  it('uses the edit messages and changes nothing on bad input', async () => {
    const member = await memberThroughApi(server);
    await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg');
    const { birthday: _b, ...editable } = wizardInput();
    const result = await call(server, 'PUT', '/api/profiles/me', { ...editable, nationality: [] }, { token: member.token });
    expect(result.body).toEqual({ error: { code: 'VALIDATION', message: 'Please add at least 1 nationality', key: 'profiles.editNationalityMin' } });
    expect((await profileRow(member.id))?.nationality).toEqual(['GB', 'PK']);
  });

  it('needs at least one picture to save (the wizard may skip them), and changes nothing without', async () => {
    const member = await memberThroughApi(server);
    const { birthday: _b, ...editable } = wizardInput();
    const result = await call(server, 'PUT', '/api/profiles/me', { ...editable, name: 'Changed' }, { token: member.token });
    expect(result.body).toEqual({ error: { code: 'VALIDATION', message: 'Please select at least one picture', key: 'pictures.selectOne' } });
    expect((await profileRow(member.id))?.name).not.toBe('Changed');
    const withoutProfile = await signedInWithoutProfile();
    expect((await call(server, 'PUT', '/api/profiles/me', editable, { token: withoutProfile.token })).status).toBe(404);
  });
});

describe('location detection', () => {
  it('turns coordinates into city and country for a signed-in user', async () => {
    const user = await signedInWithoutProfile();
    const result = await call(server, 'POST', '/api/geo/reverse', { latitude: 3.139, longitude: 101.6869 }, { token: user.token });
    expect(result.body).toEqual({ country: 'MY', countryName: 'Malaysia', city: 'Kuala Lumpur' });
    expect((await call(server, 'POST', '/api/geo/reverse', { latitude: 91, longitude: 0 }, { token: user.token })).status).toBe(400);
    expect((await call(server, 'POST', '/api/geo/reverse', { latitude: 3, longitude: 101 })).status).toBe(401);
  });
});

describe('deactivating and deleting the account', () => {
  it('deactivation signs out everywhere and hides the profile until the next sign-in', async () => {
    const member = await memberThroughApi(server);
    const result = await call(server, 'POST', '/api/account/deactivate', undefined, { token: member.token });
    expect(result.status).toBe(200);
    expect((await profileRow(member.id))?.isActive).toBe(false);
    expect((await call(server, 'GET', '/api/profiles/me', undefined, { token: member.token })).status).toBe(401);
    await signIn(server, member.email, member.password);
    expect((await profileRow(member.id))?.isActive).toBe(true);
  });

  it('deletion removes the user, profile, ledger and picture files; signing in then fails', async () => {
    const member = await memberThroughApi(server);
    const [picture] = (await upload(server, member.token, await pictures.jpeg(300, 200), 'image/jpeg')).body.pictures!;
    expect((await fetchMedia(server, picture!.url, viewerCookie(server, member.id))).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/account', { password: member.password }, { token: member.token })).status).toBe(200);
    expect(await profileRow(member.id)).toBeUndefined();
    expect(await db().select().from(tokenTransactions).where(eq(tokenTransactions.userId, member.id))).toHaveLength(0);
    expect((await fetchMedia(server, picture!.url, viewerCookie(server, member.id))).status).toBe(404);
    expect((await call(server, 'POST', '/api/auth/sign-in', { email: member.email, password: member.password })).status).toBe(401);
  });
});
