import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../support/client';
import { pictures, pixelFloodPng } from '../support/images';
import { partialUpload, trackServerSockets } from '../support/partial-upload';
import { memberThroughApi, upload } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';
import { within } from '../support/within';

const UPLOADS_PER_HOUR = 4;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR) } });
});
afterAll(() => server.close());

const FIVE_MB = Buffer.alloc(5 * 1024 * 1024 - 1, 0xff);
const HOUR = 60 * 60 * 1000;

/** Noise compresses badly, so cutting or scrambling the middle hits real entropy-coded data. */
const noisyJpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer();

/** Resolves once the server has admitted `count` uploads of `userId` (each admission counts against the hourly rate). */
function admissions(userId: string, count: number) {
  const limiter = server.platform.rateLimiter;
  const hit = limiter.hit.bind(limiter);
  let seen = 0;
  return new Promise<void>((resolve) => {
    const spy = vi.spyOn(limiter, 'hit').mockImplementation((key, limit, windowMs) => {
      if (key === `uploads:${userId}` && ++seen === count) {
        spy.mockRestore();
        resolve();
      }
      return hit(key, limit, windowMs);
    });
  });
}

describe('uploads are admitted before their body is read', () => {
  it('answers an unauthenticated 5 MB upload with 401 while the body is still arriving', async () => {
    const upload = partialUpload(server.baseUrl, FIVE_MB, 64 * 1024);
    try {
      const answer = await within(3000, upload.response, 'no answer before the body was complete');
      expect(answer.status).toBe(401);
    } finally {
      upload.abort();
    }
  });

  it('refuses a bad token the same way', async () => {
    const upload = partialUpload(server.baseUrl, FIVE_MB, 64 * 1024, 'not-a-token');
    try {
      const answer = await within(3000, upload.response, 'no answer before the body was complete');
      expect(answer.status).toBe(401);
    } finally {
      upload.abort();
    }
  });
});

describe('a member uploads at most 2 pictures at a time', () => {
  it('refuses a 3rd while 2 are in flight, and takes one again once they are done or dropped', async () => {
    const member = await memberThroughApi(server);
    const jpeg = await pictures.jpeg(400, 300);
    const admitted = admissions(member.id, 2);
    const serverSockets = trackServerSockets(server.app.server);
    const first = partialUpload(server.baseUrl, jpeg, 100, member.token);
    const second = partialUpload(server.baseUrl, jpeg, 100, member.token);
    try {
      await within(3000, admitted, 'the two uploads were not admitted');
      const third = await upload(server, member.token, jpeg, 'image/jpeg');
      expect(third.status).toBe(429);
      expect(third.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Please wait for your other uploads to finish (at most 2 at a time).', key: 'pictures.uploadsInProgress' });

      first.finish();
      expect((await first.response).status).toBe(200);
      const secondPort = second.localPort();
      second.abort();
      await serverSockets.closed(secondPort);
      // The finished one and the dropped one both gave their slot back.
      const results = await Promise.all([upload(server, member.token, jpeg, 'image/jpeg'), upload(server, member.token, jpeg, 'image/jpeg')]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
    } finally {
      serverSockets.stop();
      first.abort();
      second.abort();
    }
  });
});

describe('the hourly upload rate', () => {
  it('refuses uploads over RATE_LIMIT_UPLOADS_PER_HOUR until the hour has passed', async () => {
    const member = await memberThroughApi(server);
    const jpeg = await pictures.jpeg(400, 300);
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) expect((await upload(server, member.token, jpeg, 'image/jpeg')).status).toBe(200);
    const over = await upload(server, member.token, jpeg, 'image/jpeg');
    expect(over.status).toBe(429);
    expect(over.body.error!.message).toBe('You have uploaded many pictures in the last hour. Please try again later.');
    server.clock.advance(HOUR);
    const { token } = await signIn(server, member.email, member.password); // the old access token ran out
    expect((await upload(server, token, jpeg, 'image/jpeg')).status).toBe(200);
  });
});

describe('what is decoded', () => {
  it('checks the 5 pictures before decoding: a 6th is refused for the count even when it is a pixel bomb', async () => {
    const member = await memberThroughApi(server);
    const jpeg = await pictures.jpeg(400, 300);
    for (let i = 0; i < 4; i += 1) await upload(server, member.token, jpeg, 'image/jpeg');
    server.clock.advance(HOUR); // past the hourly rate of this suite
    const { token } = await signIn(server, member.email, member.password);
    expect((await upload(server, token, jpeg, 'image/jpeg')).status).toBe(200);
    const sixth = await upload(server, token, pixelFloodPng(), 'image/png', 'bomb.png');
    expect(sixth.status).toBe(400);
    expect(sixth.body.error!.message).toBe('You can upload a maximum of 5 pictures. Currently have 5.');
  });

  it('refuses a real picture over 25 megapixels (6000 × 4500) before decoding it', async () => {
    const member = await memberThroughApi(server);
    const big = await pictures.jpeg(6000, 4500);
    expect(big.length).toBeLessThan(1024 * 1024);
    const result = await upload(server, member.token, big, 'image/jpeg', 'panorama.jpg');
    expect(result.status).toBe(400);
    expect(result.body.error!.message).toBe('File "panorama.jpg" has too many pixels. Please use a smaller picture.');
  });

  it('refuses a truncated JPEG and one with corrupt data, rather than storing a half-decoded picture', async () => {
    const member = await memberThroughApi(server);
    const photo = await noisyJpeg();
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
    const corrupt = Buffer.from(photo);
    const middle = Math.floor(corrupt.length / 2);
    // Every byte value once, so the run always holds 0xFF followed by 0x24: a marker that cannot
    // occur inside entropy-coded data, which the decoder reports. (Scrambled bytes without one
    // can decode silently as other pixels: no decoder can tell those apart from a real picture.)
    for (let i = 0; i < 256; i += 1) corrupt[middle + i] = (i * 37) & 0xff;
    for (const [name, bytes] of [['cut.jpg', truncated], ['corrupt.jpg', corrupt]] as const) {
      const result = await upload(server, member.token, bytes, 'image/jpeg', name);
      expect(result.status).toBe(400);
      expect(result.body.error!.message).toBe(`File "${name}" could not be read as a picture.`);
    }
  });
});
