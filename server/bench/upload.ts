import sharp from 'sharp';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';
import { summarise } from './stats';
import { startBenchTarget } from './target';

/** A photo-like JPEG: texture (noise of `sigma`, softened by `blur`) under a gradient; more texture, more bytes. */
export async function photoLikeJpeg(width: number, height: number, texture: { sigma: number; blur: number }): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: texture.sigma } } })
    .blur(texture.blur)
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a6f5b"/><stop offset="1" stop-color="#e8c39e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: gradient, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A 12-megapixel photo-like JPEG (4000 × 3000) that stays under 5 MB. */
const twelveMegapixelJpeg = () => photoLikeJpeg(4000, 3000, { sigma: 18, blur: 1.2 });

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A 12 MP JPEG through the whole upload path: HTTP, magic bytes, sharp (two WebP sizes), storage, database. */
export async function benchUpload(args: { requests: number; concurrency: number }) {
  const target = await startBenchTarget();
  try {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${target.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then(json);
    const email = `bench-${Date.now()}@example.test`;
    const signUp = await post('/api/auth/sign-up', { email, password: 'benchmark-password-1' });
    const token = (signUp.session as { accessToken: string }).accessToken;
    await post('/api/profiles', {
      name: 'Bench', sex: 'female', birthday: '1995-01-01', location: { country: 'GB', city: 'London' },
      aboutMe: 'Benchmark profile', education: '', occupation: '', nationality: ['GB'], height: 165, maritalStatus: 'Never Married',
    }, token);
    const photo = await twelveMegapixelJpeg();
    console.error(`photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB, 4000x3000`);
    const upload = async () => {
      const t0 = performance.now();
      const body = await json(await fetch(`${target.baseUrl}/api/profiles/me/pictures`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' }, body: photo,
      }));
      const elapsed = performance.now() - t0;
      // Make room again (not timed): keep the first picture, remove the newest.
      const pictures = body.pictures as { id: string }[];
      if (pictures.length > 1) {
        await fetch(`${target.baseUrl}/api/profiles/me/pictures/${pictures.at(-1)!.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      }
      return elapsed;
    };
    await upload(); // warm-up (sharp and the first picture)
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < args.requests; i++) latencies.push(await upload());
    return { name: 'upload', database: target.platform.database.kind, megapixels: 12, bytes: photo.length, requests: args.requests, ...summarise(latencies, performance.now() - started) };
  } finally {
    await target.close();
  }
}
