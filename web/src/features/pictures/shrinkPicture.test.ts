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

  it('never redraws a GIF (its animation would be lost)', async () => {
    const gif = imageFile('moving.gif', 'image/gif', 4 * MB);
    expect(needsShrinking(gif, { width: 4000, height: 3000 })).toBe(false);
    await expect(shrinkPicture(gif)).resolves.toBe(gif);
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

  it("draws a crop at the crop's own size, never above 2048 px", async () => {
    const browser = fakeBrowser({ width: 4000, height: 3000 }, ['image/webp']);
    await cropPicture(imageFile('phone.jpg', 'image/jpeg', 9 * MB), { area: { x: 500, y: 0, width: 2400, height: 3000 }, rotation: 0 });
    expect(browser.canvases[0]).toMatchObject({ width: 1638, height: 2048 });
    expect(browser.canvases[0]?.transform[4]).toBeCloseTo(-500 * (1638 / 2400));
  });
});
