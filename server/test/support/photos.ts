import sharp from 'sharp';

/** A small seeded generator (mulberry32): the same seed draws the same "photo" every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photo-like picture of `seed`: soft coloured blobs of light and shade over a gradient (what
 * a perceptual hash sees of a face or a room), as a JPEG of 1200x900.
 */
export async function photoOf(seed: number): Promise<Buffer> {
  const next = random(seed);
  const [width, height] = [240, 180];
  const blobs = Array.from({ length: 9 }, () => ({
    x: next() * width, y: next() * height, r: 20 + next() * 60, rgb: [next() * 255, next() * 255, next() * 255], weight: 0.5 + next(),
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = [60 + (x / width) * 80, 60 + (y / height) * 80, 90];
      for (const blob of blobs) {
        const falloff = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (2 * blob.r ** 2)) * blob.weight;
        for (let c = 0; c < 3; c++) rgb[c] = rgb[c]! * (1 - Math.min(falloff, 1)) + blob.rgb[c]! * Math.min(falloff, 1);
      }
      pixels.set(rgb.map((v) => Math.round(v)), (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).resize(1200, 900).jpeg({ quality: 90 }).toBuffer();
}

/** What a copier does to a photo: save it again, shrink it, crop its edges, brighten it. */
export const copiesOf = {
  reEncoded: (photo: Buffer) => sharp(photo).jpeg({ quality: 45 }).toBuffer(),
  asPng: (photo: Buffer) => sharp(photo).png().toBuffer(),
  resized: (photo: Buffer) => sharp(photo).resize(500).webp({ quality: 70 }).toBuffer(),
  cropped: (photo: Buffer) => sharp(photo).extract({ left: 36, top: 27, width: 1128, height: 846 }).jpeg().toBuffer(),
  brighter: (photo: Buffer) => sharp(photo).modulate({ brightness: 1.12 }).jpeg().toBuffer(),
};
