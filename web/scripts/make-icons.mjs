// Renders the app icons (web/public/icons) from the logo's shapes; run once from the repository root: node web/scripts/make-icons.mjs. The PNGs are committed.
import sharp from 'sharp';
const rings = (size, scale) => {
  const c = size / 2, r = 6.5 * scale, w = 2.4 * scale, d = 3.5 * scale;
  return `<circle cx="${c - d}" cy="${c}" r="${r}" fill="none" stroke="#fff" stroke-width="${w}"/>
<circle cx="${c + d}" cy="${c}" r="${r}" fill="none" stroke="#b1e4d3" stroke-width="${w}"/>`;
};
const any = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size / 4}" fill="#176454"/>${rings(size, size / 32)}</svg>`;
// Maskable: full-bleed background, the rings inside the central 80% safe zone.
const maskable = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#176454"/>${rings(size, (size * 0.6) / 32)}</svg>`;
const out = 'web/public/icons';
await sharp(Buffer.from(any(192))).png().toFile(`${out}/icon-192.png`);
await sharp(Buffer.from(any(512))).png().toFile(`${out}/icon-512.png`);
await sharp(Buffer.from(maskable(512))).png().toFile(`${out}/maskable-512.png`);
await sharp(Buffer.from(maskable(180))).png().toFile(`${out}/apple-touch-icon-180.png`);
