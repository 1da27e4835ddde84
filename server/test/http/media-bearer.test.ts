import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { givePicture, signInForMedia } from '../support/media';
import { startTestServer, type TestServer } from '../support/server';

/**
 * /media in the native wrapper (issue 15): its pages are another site, so the viewer cookie is
 * never sent; the access token proves the viewer instead (http/media-viewer.ts).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set('2026-06-01T12:00:00Z');
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type Deck = { profiles: { id: string; pictures: { url: string }[] }[] };

/** A woman with a picture, and a man signed in whose deck shows it (its URL signed for him). */
async function scene() {
  const country = 'TV';
  const city = `B-${crypto.randomBytes(2).toString('hex')}`;
  const woman = await createProfile(db(), { sex: 'female', country, city });
  await givePicture(server, woman.id);
  const man = await createProfile(db(), { sex: 'male', country, city });
  const him = await signInForMedia(server, man.email, man.password);
  const deck = await call<Deck>(server, 'GET', `/api/discover?limit=10&countries=${country}`, undefined, { token: him.token });
  return { him, url: deck.body.profiles.find((p) => p.id === woman.id)!.pictures[0]!.url };
}

/** GET a /media URL as the wrapper does: the bearer, from its origin, no cookie. */
const fetchWithBearer = (url: string, token: string, origin = 'capacitor://localhost') =>
  server.fetch(url, { headers: { authorization: `Bearer ${token}`, origin } });

describe('a picture fetched with the access token', () => {
  it("the viewer's own token loads it, kept out of shared caches", async () => {
    const { him, url } = await scene();
    const response = await fetchWithBearer(url, him.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private\b/);
    expect(response.headers.get('vary')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).length).toBeGreaterThan(0);
  });

  it("another member's token is refused, as the cookie of another member is", async () => {
    const { url } = await scene();
    const other = await createProfile(db(), { sex: 'male' });
    const theirs = await signInForMedia(server, other.email, other.password);
    expect((await fetchWithBearer(url, theirs.token)).status).toBe(404);
    // A bearer decides alone: a wrong one is refused even beside the right viewer cookie.
    const { him, url: hisUrl } = await scene();
    const both = await server.fetch(hisUrl, { headers: { authorization: `Bearer ${theirs.token}`, cookie: him.media } });
    expect(both.status).toBe(404);
  });

  it("a signed-out session's token is refused at once", async () => {
    const { him, url } = await scene();
    expect((await fetchWithBearer(url, him.token)).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/sign-out', {}, { cookie: him.refresh })).status).toBeLessThan(300);
    expect((await fetchWithBearer(url, him.token)).status).toBe(404);
  });

  it('no cookie and no bearer, an empty or made-up bearer: refused', async () => {
    const { him, url } = await scene();
    expect((await server.fetch(url)).status).toBe(404);
    expect((await server.fetch(url, { headers: { authorization: 'Bearer ' } })).status).toBe(404);
    expect((await fetchWithBearer(url, `${him.token.slice(0, -2)}xx`)).status).toBe(404);
  });

  it('an expired URL is refused even with the right token (the wrapper then refreshes it)', async () => {
    const { him, url } = await scene();
    server.clock.advance(13 * 60_000);
    const response = await fetchWithBearer(url, him.token);
    server.clock.advance(-13 * 60_000);
    expect(response.status).toBe(404);
  });
});

describe('CORS for /media', () => {
  const preflight = (origin: string) =>
    server.fetch('/media/pictures/x.webp?exp=1&sig=x', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it.each(['capacitor://localhost', 'https://localhost'])('answers the preflight from %s, without credentials', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('grants nothing to any other origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const { him, url } = await scene();
    const answered = await fetchWithBearer(url, him.token, 'https://evil.example');
    expect(answered.headers.get('access-control-allow-origin')).toBeNull();
  });
});
