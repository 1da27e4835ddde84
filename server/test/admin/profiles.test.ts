import crypto from 'node:crypto';
import type { AdminProfileDetails, AdminProfilesResponse } from '@mithaq/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/platform/db/schema/matches';
import { profilePictures } from '../../src/platform/db/schema/profiles';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { pictures } from '../support/images';
import { balanceOf, ledgerMismatches, matchedCouple, pay } from '../support/matches';
import { memberThroughApi, upload } from '../support/profiles';
import { fetchMedia, viewerCookie } from '../support/media';
import { startTestServer, type TestServer } from '../support/server';
import { asAdminOf, auditOf, signedInAdmin, type SignedInAdmin } from './support';

let server: TestServer;
let admin: SignedInAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
const asAdmin = <T>(method: string, path: string, body?: unknown) => asAdminOf(server, admin)<T>(method, path, body);
const tag = () => crypto.randomBytes(3).toString('hex');

async function search(q: string, extra = '') {
  const result = await asAdmin<AdminProfilesResponse>('GET', `/api/admin/profiles?q=${encodeURIComponent(q)}${extra}`);
  expect(result.status).toBe(200);
  return result.body;
}

describe('listing and searching profiles', () => {
  it('finds a profile by name, city or country, in any case', async () => {
    const t = tag();
    const zara = await createProfile(db(), { name: `Zara${t}`, city: `Hunza${t}`, country: 'PK' });
    for (const q of [`zara${t}`, `ZARA${t.toUpperCase()}`, `hunza${t}`, `HUNZA${t}`]) {
      expect((await search(q)).profiles.map((p) => p.id)).toEqual([zara.id]);
    }
    // By country: its name (any part, any case) or its code.
    for (const q of ['pakistan', 'PAKIS', 'pk']) {
      expect((await search(q, '&limit=100')).profiles.every((p) => p.country === 'PK')).toBe(true);
    }
    expect((await search('pakistan', '&limit=100')).profiles.map((p) => p.id)).toContain(zara.id);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    const t = tag();
    const plain = await createProfile(db(), { name: `Plain${t}` });
    expect((await search(`plain${t}`)).profiles.map((p) => p.id)).toEqual([plain.id]);
    expect((await search(`%${t}`)).profiles).toEqual([]);
    expect((await search(`_lain${t}`)).profiles).toEqual([]);
  });

  it('lists newest first across pages, with name, sex, age, place, status, tokens and pictures', async () => {
    const t = tag();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createProfile(db(), { name: `Page${t}`, birthday: '1990-01-01', welcomeTokens: i + 1 }));
    const seen: AdminProfilesResponse['profiles'] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: AdminProfilesResponse = await search(`page${t}`, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.profiles);
      cursor = page.nextCursor;
    }
    expect(seen.map((p) => p.id)).toEqual(made.map((p) => p.id).reverse());
    expect(seen[0]).toMatchObject({ name: `Page${t}`, sex: 'female', city: 'London', country: 'GB', isActive: true, tokenBalance: 5, pictures: [] });
    expect(seen[0]!.age).toBeGreaterThanOrEqual(35);
  });

  it('counts total, active and inactive profiles over everyone', async () => {
    const before = (await search('')).counts;
    await createProfile(db());
    const hidden = await createProfile(db());
    await asAdmin('PUT', `/api/admin/profiles/${hidden.id}/active`, { isActive: false });
    const after = (await search('no-such-profile-anywhere')).counts;
    expect(after.total - before.total).toBeGreaterThanOrEqual(2);
    expect(after.total).toBe(after.active + after.inactive);
    expect(after.inactive).toBeGreaterThanOrEqual(before.inactive + 1);
  });

  it('rejects a forged cursor', async () => {
    expect((await asAdmin('GET', '/api/admin/profiles?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });

  it('shows one profile in full, with e-mail, pictures and recent ledger rows', async () => {
    const member = await memberThroughApi(server, { name: 'Detail' });
    await upload(server, member.token, await pictures.jpeg(), 'image/jpeg');
    const result = await asAdmin<{ profile: AdminProfileDetails }>('GET', `/api/admin/profiles/${member.id}`);
    expect(result.status).toBe(200);
    expect(result.body.profile).toMatchObject({ id: member.id, email: member.email, name: 'Detail', tokenBalance: 10, openReports: 0 });
    expect(result.body.profile.pictures).toHaveLength(1);
    expect(result.body.profile.transactions).toMatchObject([{ amount: 10, type: 'grant' }]);
    expect((await asAdmin('GET', `/api/admin/profiles/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('moderating a profile', () => {
  it('deactivating hides the profile from the Discover deck at once, even after the member signs in; activating brings it back; both audited', async () => {
    const place = { country: 'TV', city: `Funafuti-${tag()}` };
    const viewer = await createProfile(db(), { sex: 'male', name: 'Viewer', ...place });
    const shown = await createProfile(db(), { sex: 'female', name: 'Shown', ...place });
    const { token } = await signIn(server, viewer.email, viewer.password);
    const deck = async () =>
      (await call<{ profiles: { id: string }[] }>(server, 'GET', '/api/discover?countries=TV&limit=10', undefined, { token })).body.profiles.map((p) => p.id);
    expect(await deck()).toContain(shown.id);

    server.clock.advance(1000);
    const off = await asAdmin<{ isActive: boolean }>('PUT', `/api/admin/profiles/${shown.id}/active`, { isActive: false });
    expect(off.body).toEqual({ isActive: false });
    expect(await deck()).not.toContain(shown.id);
    // Unlike her own deactivation, a moderator's is not lifted by signing in: she cannot sign in.
    const refused = await call(server, 'POST', '/api/auth/sign-in', { email: shown.email, password: shown.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'FORBIDDEN', message: 'This account has been suspended.', key: 'auth.suspended' } });
    expect(await deck()).not.toContain(shown.id);

    server.clock.advance(1000);
    await asAdmin('PUT', `/api/admin/profiles/${shown.id}/active`, { isActive: true });
    expect(await deck()).toContain(shown.id);
    // This admin's entries: on PostgreSQL the files share one database, and another file's admin
    // listing the newest profiles is audited as having seen her (profile.viewed).
    const entries = (await auditOf(server, shown.id)).filter((e) => e.actorId === admin.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['profile.activated', admin.id],
      ['profile.deactivated', admin.id],
    ]);
  });

  it('suspending signs the member out everywhere and ends their matches at no charge (unlock payments back); their partners no longer see them', async () => {
    const { matchId, woman, man } = await matchedCouple(server);
    expect((await pay(server, woman.token, matchId)).status).toBe(200);
    await asAdmin('PUT', `/api/admin/profiles/${man.id}/active`, { isActive: false });
    expect((await call(server, 'GET', '/api/profiles/me', undefined, { token: man.token })).status).toBe(401);
    const [ended] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(ended).toMatchObject({ unmatchInitiatorId: null });
    expect(ended!.unmatchedAt).not.toBeNull();
    expect([await balanceOf(server, woman.id), await balanceOf(server, man.id)]).toEqual([10, 10]);
    const hers = await call<{ matches: unknown[] }>(server, 'GET', '/api/matches/unmatched', undefined, { token: woman.token });
    expect(hers.body.matches).toEqual([]);
    expect((await call(server, 'GET', `/api/matches/${matchId}`, undefined, { token: woman.token })).status).toBe(404);
    // Nor can she pay to bring back a match with him by its id.
    const rematch = await call(server, 'POST', `/api/matches/${matchId}/rematch`, undefined, { token: woman.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(rematch.status).toBe(404);
    expect(await balanceOf(server, woman.id)).toBe(10);
  });

  it('cannot make active a member who deactivated their own account (they come back by signing in)', async () => {
    const member = await memberThroughApi(server, { name: 'Left' });
    expect((await call(server, 'POST', '/api/account/deactivate', undefined, { token: member.token })).status).toBe(200);
    const on = await asAdmin('PUT', `/api/admin/profiles/${member.id}/active`, { isActive: true });
    expect(on.status).toBe(409);
    expect(on.body).toEqual({ error: { code: 'CONFLICT', message: 'This member deactivated their own account: they come back by signing in.', key: 'admin.ownDeactivation' } });
    expect((await search('Left')).profiles.find((p) => p.id === member.id)?.isActive).toBe(false);
  });

  it('deleting a picture removes its row and its files (its URLs answer 404), even the last one, and is audited', async () => {
    const member = await memberThroughApi(server, { name: 'Pictured' });
    const uploaded = await upload(server, member.token, await pictures.jpeg(), 'image/jpeg');
    const [picture] = uploaded.body.pictures!;
    expect((await fetchMedia(server, picture!.url, viewerCookie(server, member.id))).status).toBe(200);

    const result = await asAdmin('DELETE', `/api/admin/pictures/${picture!.id}`);
    expect(result.status).toBe(200);
    expect(await db().select().from(profilePictures).where(eq(profilePictures.profileId, member.id))).toEqual([]);
    expect((await fetchMedia(server, picture!.url, viewerCookie(server, member.id))).status).toBe(404);
    expect((await fetchMedia(server, picture!.thumbUrl, viewerCookie(server, member.id))).status).toBe(404);
    const [entry] = await auditOf(server, picture!.id, 'picture.deleted');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'picture', details: { profileId: member.id } });

    expect((await asAdmin('DELETE', `/api/admin/pictures/${picture!.id}`)).status).toBe(404);
  });

  it('adjusts tokens through the ledger both ways (Σ ledger = balance; may go below zero) with the reason, audited', async () => {
    const member = await createProfile(db(), { welcomeTokens: 10 });
    server.clock.advance(1000);
    const grant = await asAdmin<{ balance: number }>('POST', `/api/admin/profiles/${member.id}/tokens`, { amount: 5, reason: 'Apology for downtime' });
    expect(grant.body).toEqual({ balance: 15 });
    server.clock.advance(1000);
    const penalty = await asAdmin<{ balance: number }>('POST', `/api/admin/profiles/${member.id}/tokens`, { amount: -20, reason: 'Abusive messages' });
    expect(penalty.body).toEqual({ balance: -5 });
    expect(await ledgerMismatches(server)).toEqual([]);

    const details = await asAdmin<{ profile: AdminProfileDetails }>('GET', `/api/admin/profiles/${member.id}`);
    expect(details.body.profile.transactions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: -20, type: 'penalty', description: 'Abusive messages' }),
        expect.objectContaining({ amount: 5, type: 'grant', description: 'Apology for downtime' }),
      ]),
    );
    expect((await auditOf(server, member.id, 'tokens.adjusted')).map((e) => e.details)).toEqual([
      { amount: -20, reason: 'Abusive messages', balance: -5 },
      { amount: 5, reason: 'Apology for downtime', balance: 15 },
    ]);
  });

  it.each([
    [{ amount: 0, reason: 'Nothing at all' }, 'Amount must be a whole number between -1000 and 1000, not 0'],
    [{ amount: 1.5, reason: 'Half a token' }, 'Amount must be a whole number between -1000 and 1000, not 0'],
    [{ amount: 5000, reason: 'Far too many' }, 'Amount must be a whole number between -1000 and 1000, not 0'],
    [{ amount: 5, reason: '  ' }, 'Reason must be between 3 and 100 characters'],
  ])('refuses the adjustment %o and writes nothing', async (body, message) => {
    const member = await createProfile(db());
    const result = await asAdmin<{ error: { message: string } }>('POST', `/api/admin/profiles/${member.id}/tokens`, body);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(message);
    // This admin's entries only: another file's admin listing profiles may have seen her (PostgreSQL).
    expect((await auditOf(server, member.id)).filter((e) => e.actorId === admin.id)).toEqual([]);
  });
});
