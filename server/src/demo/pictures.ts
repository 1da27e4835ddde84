import sharp from 'sharp';
import { blurStoredCard } from '../features/pictures/processing';

const palettes = [
  ['#0f5132', '#a3cfbb'], ['#1d3557', '#a8dadc'], ['#6d2e46', '#d5b9b2'], ['#264653', '#e9c46a'],
  ['#3d405b', '#f2cc8f'], ['#14213d', '#fca311'], ['#2b2d42', '#8d99ae'], ['#5f0f40', '#fb8b24'],
];

/** A calm abstract picture (no faces, no text): demo members are obviously not real people. */
function svg(variant: number, width: number, height: number) {
  const [dark, light] = palettes[variant % palettes.length]!;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = ((variant * 37 + i * 53) % 100) / 100;
    const y = ((variant * 61 + i * 29) % 100) / 100;
    const r = 0.12 + (((variant + i) * 17) % 20) / 100;
    return `<circle cx="${x * width}" cy="${y * height}" r="${r * width}" fill="${i % 2 ? light : dark}" fill-opacity="0.35"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`,
  );
}

/** Card (1080 × 1350) and thumbnail (320 × 400) WebP bytes, as the upload path would store them. */
export async function demoPicture(variant: number) {
  const card = await sharp(svg(variant, 1080, 1350)).webp({ quality: 80, effort: 2 }).toBuffer();
  const thumb = await sharp(card).resize({ width: 320 }).webp({ quality: 76, effort: 2 }).toBuffer();
  return { card, thumb, blur: await blurStoredCard(card), width: 1080, height: 1350 };
}
