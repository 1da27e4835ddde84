import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageFile } from '../../test/profileFixtures';
import { cropPicture, needsShrinking, shrinkPicture } from './shrinkPicture';
import { fakeBrowser } from './test/pictureFakes';

const MB = 1024 * 1024;

// jsdom cannot decode or draw pictures: these check the decisions; the real encoding of a 9 MB
// 4000×3000 photo is proven in a browser (e2e/tests/phone-photos.spec.ts).
describe('shrinking before upload', () => {
  it('redraws a picture longer than 2048 px, or heavier than 1 MB', () => {
    expect(needsShrinking(imageFile('phone.jpg', 'image/jpeg', 9 * MB), { width: 4000, height: 3000 })).toBe(true);
    expect(needsShrinking(imageFile('wide.png', 'image/png', 200 * 1024), { width: 2049, height: 100 })).toBe(true);
    expect(needsShrinking(imageFile('heavy.webp', 'image/webp', 2 * MB), { width: 1200, height: 1500 })).toBe(true);
  });

  it('sends a small picture as it is', () => {
    expect(needsShrinking(imageFile('small.jpg', 'image/jpeg', 300 * 1024), { width: 2048, height: 1536 })).toBe(false);
  });

  it('holds a GIF to the same rule (the server keeps only its first frame anyway)', () => {
    expect(needsShrinking(imageFile('moving.gif', 'image/gif', 6 * MB), { width: 800, height: 600 })).toBe(true);
    expect(needsShrinking(imageFile('small.gif', 'image/gif', 300 * 1024), { width: 800, height: 600 })).toBe(false);
  });

  it('sends a picture the browser cannot decode as it is, for the server to judge', async () => {
    const odd = imageFile('odd.jpg', 'image/jpeg', 3 * MB);
    await expect(shrinkPicture(odd)).resolves.toBe(odd);
  });
});

describe('shrinking in a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('redraws a 9 MB 4000×3000 photo upright at 2048×1536 as WebP, keeping its name', async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 }, ['image/webp', 'image/jpeg']);
    const sent = await shrinkPicture(imageFile('phone.jpg', 'image/jpeg', 9 * MB));
    expect(browser.bitmapOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(browser.canvases.map(({ width, height }) => [width, height])).toEqual([[2048, 1536]]);
    expect(sent).toMatchObject({ name: 'phone.jpg', type: 'image/webp', size: 300 * 1024 });
  });

  it('falls back to JPEG where the browser cannot write WebP (it answers with a PNG)', async () => {
    fakeBrowser({ width: 4000, height: 3000 }, ['image/jpeg']);
    await expect(shrinkPicture(imageFile('phone.jpg', 'image/jpeg', 9 * MB))).resolves.toMatchObject({ type: 'image/jpeg' });
  });

  it('sends a small picture as it is, without drawing it', async () => {
    const browser = fakeBrowser({ width: 800, height: 1000 }, ['image/webp']);
    const small = imageFile('small.jpg', 'image/jpeg', 200 * 1024);
    await expect(shrinkPicture(small)).resolves.toBe(small);
    expect(browser.canvases).toEqual([]);
  });

  it('redraws a 6 MB GIF into a picture light enough to send', async () => {
    const browser = fakeBrowser({ width: 1200, height: 900 }, ['image/webp']);
    const sent = await shrinkPicture(imageFile('moving.gif', 'image/gif', 6 * MB));
    expect(browser.canvases.map(({ width, height }) => [width, height])).toEqual([[1200, 900]]);
    expect(sent).toMatchObject({ name: 'moving.gif', type: 'image/webp', size: 300 * 1024 });
  });

  it('sends a crop as it was drawn, even over 1 MB: no second lossy pass', async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 }, ['image/webp'], 2 * MB);
    const crop = await cropPicture(imageFile('phone.jpg', 'image/jpeg', 9 * MB), { area: { x: 0, y: 0, width: 2400, height: 3000 }, rotation: 0 });
    await expect(shrinkPicture(crop)).resolves.toBe(crop);
    expect(browser.canvases).toHaveLength(1);
    // The same bytes picked as a file of their own are shrunk as usual.
    const picked = new File([crop], 'phone.jpg', { type: crop.type });
    expect(await shrinkPicture(picked)).not.toBe(picked);
  });

  it('draws crops one at a time, in the order asked, however quickly they come', async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 }, ['image/webp']);
    const area = { x: 0, y: 0, width: 2400, height: 3000 };
    const file = imageFile('phone.jpg', 'image/jpeg', 9 * MB);
    const crops = await Promise.all([
      cropPicture(file, { area, rotation: 0 }),
      cropPicture(file, { area: { ...area, width: 1200, height: 1500 }, rotation: 0 }),
      cropPicture(file, { area, rotation: 10 }),
    ]);
    expect(crops).toHaveLength(3);
    expect(browser.decoded.mostOpen).toBe(1);
    expect(browser.canvases.map(({ width }) => width)).toEqual([1638, 1200, 1638]);
  });

  it('a failed crop does not stop the next one', async () => {
    fakeBrowser({ width: 4000, height: 3000 }, ['image/webp']);
    const decodes = globalThis.createImageBitmap;
    vi.stubGlobal('createImageBitmap', (file: File, options?: ImageBitmapOptions) =>
      file.name === 'broken.jpg' ? Promise.reject(new Error('cannot decode')) : decodes(file, options),
    );
    const choice = { area: { x: 0, y: 0, width: 2400, height: 3000 }, rotation: 0 };
    const failed = cropPicture(imageFile('broken.jpg', 'image/jpeg', 9 * MB), choice);
    const next = cropPicture(imageFile('b.jpg', 'image/jpeg', 9 * MB), choice);
    await expect(failed).rejects.toThrow();
    await expect(next).resolves.toMatchObject({ name: 'b.jpg', type: 'image/webp' });
  });

  it("draws a crop at the crop's own size, never above 2048 px", async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 }, ['image/webp']);
    await cropPicture(imageFile('phone.jpg', 'image/jpeg', 9 * MB), { area: { x: 500, y: 0, width: 2400, height: 3000 }, rotation: 0 });
    expect(browser.canvases[0]).toMatchObject({ width: 1638, height: 2048 });
    expect(browser.canvases[0]?.transform[4]).toBeCloseTo(-500 * (1638 / 2400));
  });
});
