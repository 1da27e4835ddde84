import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client';
import { pictures, pixelFloodPng } from '../support/images';
import { fetchMedia, viewerCookie } from '../support/media';
import { memberThroughApi, upload } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** As the member's own browser loads it: with their viewer cookie. */
const fetchBytes = async (url: string, viewerId: string) => {
  const response = await fetchMedia(server, url, viewerCookie(server, viewerId));
  return { status: response.status, type: response.headers.get('content-type'), nosniff: response.headers.get('x-content-type-options'), bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('picture upload', () => {
  it.each([
    ['jpeg', 'image/jpeg', pictures.jpeg],
    ['png', 'image/png', pictures.png],
    ['gif', 'image/gif', pictures.gif],
    ['webp', 'image/webp', pictures.webp],
  ])('accepts a %s and stores WebP in two sizes behind signed URLs', async (_kind, type, make) => {
    const member = await memberThroughApi(server);
    const result = await upload(server, member.token, await make(), type);
    expect(result.status).toBe(200);
    const [picture] = result.body.pictures!;
    const card = await fetchBytes(picture!.url, member.id);
    const thumb = await fetchBytes(picture!.thumbUrl, member.id);
    expect(card).toMatchObject({ status: 200, type: 'image/webp', nosniff: 'nosniff' });
    const cardMeta = await sharp(card.bytes).metadata();
    const thumbMeta = await sharp(thumb.bytes).metadata();
    expect(cardMeta.format).toBe('webp');
    expect(cardMeta.width).toBeLessThanOrEqual(1080);
    expect(thumbMeta.width).toBeLessThanOrEqual(320);
  });

  it.each([
    ['a large landscape photo', 2000, 1500, { width: 1080, height: 810 }, { width: 320, height: 240 }],
    ['a portrait photo', 1200, 1600, { width: 1080, height: 1440 }, { width: 320, height: 427 }],
    ['a picture narrower than the thumbnail', 300, 200, { width: 300, height: 200 }, { width: 300, height: 200 }],
  ])('tells the card size of %s, whose thumbnail has its proportions (the page reserves the space, srcset picks one)', async (_kind, width, height, card, thumb) => {
    const member = await memberThroughApi(server);
    const result = await upload(server, member.token, await pictures.jpeg(width, height), 'image/jpeg');
    const [picture] = result.body.pictures!;
    expect(picture).toMatchObject({ ...card, blurred: false });
    expect(await sharp((await fetchBytes(picture!.url, member.id)).bytes).metadata()).toMatchObject(card);
    expect(await sharp((await fetchBytes(picture!.thumbUrl, member.id)).bytes).metadata()).toMatchObject(thumb);
  });

  it('drops every bit of metadata, GPS included', async () => {
    const member = await memberThroughApi(server);
    const original = await pictures.jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await upload(server, member.token, original, 'image/jpeg');
    for (const url of [result.body.pictures![0]!.url, result.body.pictures![0]!.thumbUrl]) {
      const { bytes } = await fetchBytes(url, member.id);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('Secret Owner');
    }
  });

  it.each([
    ['text claiming to be a JPEG', Buffer.from('just some text, not a picture at all'), 'image/jpeg', 'notes.jpg'],
    ['a PHP script renamed', Buffer.from('<?php system($_GET["c"]); ?>'), 'image/png', 'shell.php.png'],
    ['an SVG sent as PNG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png', 'logo.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml', 'logo.svg'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'application/octet-stream', 'cv.pdf'],
  ])('refuses %s by what it is, not what it says', async (_label, bytes, type, name) => {
    const member = await memberThroughApi(server);
    const result = await upload(server, member.token, bytes, type, name);
    expect(result.status).toBe(415);
    expect(result.body.error!.message).toBe(`File "${name}" is not a supported image format. Please use JPG, PNG, GIF, or WebP.`);
    expect((await call(server, 'GET', '/api/profiles/me', undefined, { token: member.token })).body).toMatchObject({ profile: { pictures: [] } });
  });

  it('refuses 5 MB + 1 byte with the spec message', async () => {
    const member = await memberThroughApi(server);
    const result = await upload(server, member.token, Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'image/jpeg', 'huge.jpg');
    expect(result.status).toBe(413);
    expect(result.body.error!.message).toBe('File "huge.jpg" is too large. Maximum size is 5MB.');
  });

  it('refuses a pixel flood before decoding it', async () => {
    const member = await memberThroughApi(server);
    const result = await upload(server, member.token, pixelFloodPng(), 'image/png', 'bomb.png');
    expect(result.status).toBe(400);
    expect(result.body.error!.message).toBe('File "bomb.png" has too many pixels. Please use a smaller picture.');
  });

  it('allows 5 pictures and refuses the 6th, even when uploads race', async () => {
    const member = await memberThroughApi(server);
    const jpeg = await pictures.jpeg(400, 300);
    for (let i = 0; i < 4; i += 1) expect((await upload(server, member.token, jpeg, 'image/jpeg')).status).toBe(200);
    // Two at a time is all a member may send (upload-limits.test.ts); both pass the early count at 4.
    const results = await Promise.all(Array.from({ length: 2 }, () => upload(server, member.token, jpeg, 'image/jpeg')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.error!.message).toBe('You can upload a maximum of 5 pictures. Currently have 5.');
    const own = await call<{ profile: { pictures: { position: number }[] } }>(server, 'GET', '/api/profiles/me', undefined, { token: member.token });
    expect(own.body.profile.pictures.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('needs a profile and a session', async () => {
    const anonymous = await server.fetch('/api/profiles/me/pictures', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: await pictures.jpeg(10, 10) });
    expect(anonymous.status).toBe(401);
  });
});

describe('picture removal and order', () => {
  it('keeps the last picture, deletes others at once (file 404), and never touches another user\'s', async () => {
    const member = await memberThroughApi(server);
    const other = await memberThroughApi(server);
    const jpeg = await pictures.jpeg(400, 300);
    await upload(server, member.token, jpeg, 'image/jpeg');
    const two = (await upload(server, member.token, jpeg, 'image/jpeg')).body.pictures!;
    const othersPicture = (await upload(server, other.token, jpeg, 'image/jpeg')).body.pictures![0]!;

    const foreign = await call(server, 'DELETE', `/api/profiles/me/pictures/${othersPicture.id}`, undefined, { token: member.token });
    expect(foreign.status).toBe(404);
    expect((await fetchBytes(othersPicture.url, other.id)).status).toBe(200);

    const removed = await call<{ pictures: { id: string; position: number }[] }>(server, 'DELETE', `/api/profiles/me/pictures/${two[0]!.id}`, undefined, { token: member.token });
    expect(removed.status).toBe(200);
    expect(removed.body.pictures).toHaveLength(1);
    expect(removed.body.pictures[0]!.position).toBe(0);
    expect((await fetchBytes(two[0]!.url, member.id)).status).toBe(404);
    expect((await fetchBytes(two[0]!.thumbUrl, member.id)).status).toBe(404);

    const last = await call(server, 'DELETE', `/api/profiles/me/pictures/${two[1]!.id}`, undefined, { token: member.token });
    expect(last.status).toBe(400);
    expect(last.body).toEqual({ error: { code: 'VALIDATION', message: 'You must have at least one profile picture', key: 'pictures.lastPicture' } });
  });

  it('reorders only with the exact set of own pictures', async () => {
    const member = await memberThroughApi(server);
    const jpeg = await pictures.jpeg(400, 300);
    await upload(server, member.token, jpeg, 'image/jpeg');
    await upload(server, member.token, jpeg, 'image/jpeg');
    const three = (await upload(server, member.token, jpeg, 'image/jpeg')).body.pictures!.map((p) => p.id);
    const reversed = [...three].reverse();
    const result = await call<{ pictures: { id: string }[] }>(server, 'PUT', '/api/profiles/me/pictures/order', { ids: reversed }, { token: member.token });
    expect(result.body.pictures.map((p) => p.id)).toEqual(reversed);
    const partial = await call(server, 'PUT', '/api/profiles/me/pictures/order', { ids: reversed.slice(1) }, { token: member.token });
    expect(partial.status).toBe(400);
  });
});
