import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const key = 'pictures/abc123/card.webp';
const bytes = Buffer.from('RIFF....WEBPVP8 fake-but-stored-bytes');

beforeAll(async () => {
  server = await startTestServer();
  await server.platform.storage.put(key, bytes, 'image/webp');
});
afterAll(() => server.close());

describe('/media', () => {
  it('serves a picture through a signed URL, with nosniff and a cache lifetime matching the expiry', async () => {
    const url = server.platform.mediaUrls.sign(key);
    const response = await server.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    const exp = Number(new URL(url, server.baseUrl).searchParams.get('exp'));
    expect(maxAge).toBe(exp - Math.floor(server.clock.now().getTime() / 1000));
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(3600 + 900);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an unsigned, tampered or other-key URL with the same 404', async () => {
    const signed = new URL(server.platform.mediaUrls.sign(key), server.baseUrl);
    const tampered = new URL(signed);
    tampered.searchParams.set('sig', `${signed.searchParams.get('sig')?.slice(0, -2)}AA`);
    const otherKey = `/media/pictures/abc123/thumb.webp${signed.search}`;
    for (const pathname of [`/media/${key}`, tampered.pathname + tampered.search, otherKey]) {
      const response = await server.fetch(pathname);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('refuses an expired URL', async () => {
    const url = server.platform.mediaUrls.sign(key);
    server.clock.advance(2 * 60 * 60 * 1000);
    expect((await server.fetch(url)).status).toBe(404);
  });

  it('cannot reach files outside the media folder', async () => {
    const url = server.platform.mediaUrls.sign('../app-secret');
    const response = await server.fetch(url.replace('../', '%2E%2E/'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/^[0-9a-f]{64}$/);
  });

  it('a deleted picture is gone at once', async () => {
    await server.platform.storage.put('pictures/gone/card.webp', bytes, 'image/webp');
    const url = server.platform.mediaUrls.sign('pictures/gone/card.webp');
    expect((await server.fetch(url)).status).toBe(200);
    await server.platform.storage.delete('pictures/gone/card.webp');
    expect((await server.fetch(url)).status).toBe(404);
  });
});
