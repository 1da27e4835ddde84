import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
/** A country of this file's own, so other tests' profiles never show up in these decks. */
const country = 'ST';

async function deckNames(token: string, query: string) {
  const result = await call<{ profiles: { name: string }[] }>(server, 'GET', `/api/discover?limit=10&countries=${country}&${query}`, undefined, { token });
  expect(result.status).toBe(200);
  return result.body.profiles.map((card) => card.name).sort();
}

describe("Discover's intentions filters", () => {
  it('keeps only the profiles that stated every required answer; unstated never passes', async () => {
    const viewer = await createProfile(db(), { sex: 'male', name: 'Viewer', country });
    await createProfile(db(), { sex: 'female', name: 'Soon', country, marryWithin: '6months', prayer: 'always' });
    await createProfile(db(), { sex: 'female', name: 'Later', country, marryWithin: '1to2years', prayer: 'always' });
    await createProfile(db(), { sex: 'female', name: 'Unstated', country });
    await createProfile(db(), { sex: 'female', name: 'SoonNoPrayer', country, marryWithin: '6months' });
    const { token } = await signIn(server, viewer.email, viewer.password);

    expect(await deckNames(token, '')).toEqual(['Later', 'Soon', 'SoonNoPrayer', 'Unstated']);
    expect(await deckNames(token, 'marryWithin=6months')).toEqual(['Soon', 'SoonNoPrayer']);
    expect(await deckNames(token, 'marryWithin=6months&prayer=always')).toEqual(['Soon']);
    expect(await deckNames(token, 'prayer=always')).toEqual(['Later', 'Soon']);
    expect(await deckNames(token, 'polygyny=open')).toEqual([]);
  });

  it('refuses an answer that is not offered with the contract message', async () => {
    const viewer = await createProfile(db(), { sex: 'female', country });
    const { token } = await signIn(server, viewer.email, viewer.password);
    const result = await call(server, 'GET', '/api/discover?relocate=anywhere', undefined, { token });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { message: 'Choose whether you would relocate from the answers offered', key: 'intentions.relocateInvalid' } });
  });
});
