import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, type TestProfile } from '../support/factories';
import { fetchMedia, givePicture, pictureBytes, signInForMedia } from '../support/media';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let owner: TestProfile;
let key: string;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createProfile(server.platform.database.db);
  key = (await givePicture(server, owner.id)).storagePath;
  cookie = (await signInForMedia(server, owner.email, owner.password)).media;
});
afterAll(() => server.close());

const sign = (k: string) => server.platform.mediaUrls.sign(k, owner.id);

describe('/media', () => {
  it('serves a picture through a signed URL, with nosniff and a cache lifetime matching the expiry (minutes, not an hour)', async () => {
    const url = sign(key);
    const response = await fetchMedia(server, url, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    const exp = Number(new URL(url, server.baseUrl).searchParams.get('exp'));
    expect(maxAge).toBe(exp - Math.floor(server.clock.now().getTime() / 1000));
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(600 + 120);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pictureBytes);
  });

  it('refuses an unsigned, tampered or other-key URL with the same 404', async () => {
    const signed = new URL(sign(key), server.baseUrl);
    const tampered = new URL(signed);
    tampered.searchParams.set('sig', `${signed.searchParams.get('sig')?.slice(0, -2)}AA`);
    const otherKey = `/media/pictures/abc123/thumb.webp${signed.search}`;
    for (const pathname of [`/media/${key}`, tampered.pathname + tampered.search, otherKey]) {
      const response = await fetchMedia(server, pathname, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found', key: 'server.notFound' } });
    }
  });

  it('refuses an expired URL', async () => {
    const url = sign(key);
    server.clock.advance(13 * 60 * 1000);
    expect((await fetchMedia(server, url, cookie)).status).toBe(404);
  });

  it('cannot reach files outside the media folder', async () => {
    const url = sign('../app-secret');
    const response = await fetchMedia(server, url.replace('../', '%2E%2E/'), cookie);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/^[0-9a-f]{64}$/);
  });

  it('a deleted picture is gone at once', async () => {
    const gone = (await givePicture(server, owner.id, 1)).storagePath;
    const url = sign(gone);
    expect((await fetchMedia(server, url, cookie)).status).toBe(200);
    await server.platform.storage.delete(gone);
    expect((await fetchMedia(server, url, cookie)).status).toBe(404);
  });
});
