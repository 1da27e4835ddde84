import crypto from 'node:crypto';
import sharp from 'sharp';

/**
 * A photo-like JPEG: soft coloured blobs over a gradient, drawn from a fresh random seed, so each
 * run's photo is its own (a one-colour picture has no perceptual hash: the server never matches it).
 */
export async function photoLikePicture(): Promise<Buffer> {
  const [width, height] = [160, 200];
  const random = crypto.randomBytes(9 * 7);
  const blobs = Array.from({ length: 9 }, (_, i) => {
    const at = (k: number) => random[i * 7 + k]! / 255;
    return { x: at(0) * width, y: at(1) * height, r: 15 + at(2) * 45, rgb: [at(3) * 255, at(4) * 255, at(5) * 255], weight: 0.5 + at(6) };
  });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = [60 + (x / width) * 80, 60 + (y / height) * 80, 90];
      for (const blob of blobs) {
        const share = Math.min(1, Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (2 * blob.r ** 2)) * blob.weight);
        for (let c = 0; c < 3; c++) rgb[c] = rgb[c]! * (1 - share) + blob.rgb[c]! * share;
      }
      pixels.set(rgb.map((v) => Math.round(v)), (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).resize(640, 800).jpeg({ quality: 90 }).toBuffer();
}

/** The same photo as a copier would post it: saved again, smaller. */
export const reSaved = (photo: Buffer) => sharp(photo).resize(480).jpeg({ quality: 60 }).toBuffer();
