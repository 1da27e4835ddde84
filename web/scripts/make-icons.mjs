// Renders every icon and splash screen from the logo's shapes (two linked rings on the brand's
// green): the web app's (web/public/icons) and the store apps' (issue 29: Android's launcher icons
// and splash screens in every density, iOS's App Store icon and launch image), so nothing of
// Capacitor's template artwork ships. Run from the repository root when the logo changes:
// node web/scripts/make-icons.mjs. The PNGs are committed; npm run native:check finds a template
// file left over.
import { rmSync } from 'node:fs';
import sharp from 'sharp';

const GREEN = '#176454';
const rings = (size, scale, colours = ['#fff', '#b1e4d3']) => {
  const c = size / 2, r = 6.5 * scale, w = 2.4 * scale, d = 3.5 * scale;
  return `<circle cx="${c - d}" cy="${c}" r="${r}" fill="none" stroke="${colours[0]}" stroke-width="${w}"/>
<circle cx="${c + d}" cy="${c}" r="${r}" fill="none" stroke="${colours[1]}" stroke-width="${w}"/>`;
};
const svg = (width, height, body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
const any = (size) => svg(size, size, `<rect width="${size}" height="${size}" rx="${size / 4}" fill="${GREEN}"/>${rings(size, size / 32)}`);
// Maskable: full-bleed background, the rings inside the central 80% safe zone.
const maskable = (size) => svg(size, size, `<rect width="${size}" height="${size}" fill="${GREEN}"/>${rings(size, (size * 0.6) / 32)}`);
const round = (size) => svg(size, size, `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${GREEN}"/>${rings(size, size / 32)}`);
// Android's adaptive icon: a 108 dp layer whose central 66 dp always shows; the rings stay inside it.
const foreground = (size) => svg(size, size, rings(size, (size * 0.5) / 32));
// Android 13's themed icon: one colour, the system tints it.
const monochrome = (size) => svg(size, size, rings(size, (size * 0.5) / 32, ['#fff', '#fff']));
// A splash screen: the rings, small, in the middle of the brand's green, whatever the shape.
const splash = (width, height) => svg(width, height, `<rect width="${width}" height="${height}" fill="${GREEN}"/>${rings(Math.min(width, height), Math.min(width, height) / 96).replace(/cx="([\d.]+)"/g, (_, x) => `cx="${Number(x) + (width - Math.min(width, height)) / 2}"`).replace(/cy="([\d.]+)"/g, `cy="${height / 2}"`)}`);

const png = (image, file) => sharp(image).png().toFile(file);

const web = 'web/public/icons';
await png(any(192), `${web}/icon-192.png`);
await png(any(512), `${web}/icon-512.png`);
await png(maskable(512), `${web}/maskable-512.png`);
await png(maskable(180), `${web}/apple-touch-icon-180.png`);

const res = 'web/android/app/src/main/res';
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
for (const [density, scale] of Object.entries(densities)) {
  await png(maskable(48 * scale), `${res}/mipmap-${density}/ic_launcher.png`);
  await png(round(48 * scale), `${res}/mipmap-${density}/ic_launcher_round.png`);
  await png(foreground(108 * scale), `${res}/mipmap-${density}/ic_launcher_foreground.png`);
  await png(monochrome(108 * scale), `${res}/mipmap-${density}/ic_launcher_monochrome.png`);
  // Portrait 320×480 dp at mdpi, landscape the other way round.
  await png(splash(320 * scale, 480 * scale), `${res}/drawable-port-${density}/splash.png`);
  await png(splash(480 * scale, 320 * scale), `${res}/drawable-land-${density}/splash.png`);
}
await png(splash(480, 320), `${res}/drawable/splash.png`);
// Capacitor's template vectors; the adaptive icon uses the PNG layers above instead.
rmSync(`${res}/drawable-v24/ic_launcher_foreground.xml`, { force: true });
rmSync(`${res}/drawable/ic_launcher_background.xml`, { force: true });

const assets = 'web/ios/App/App/Assets.xcassets';
// The App Store refuses an icon with an alpha channel: full-bleed, flattened (iOS rounds it).
await sharp(maskable(1024)).flatten({ background: GREEN }).removeAlpha().png().toFile(`${assets}/AppIcon.appiconset/AppIcon-512@2x.png`);
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) await png(splash(2732, 2732), `${assets}/Splash.imageset/${name}`);
