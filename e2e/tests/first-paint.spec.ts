import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { serverMessageTexts } from '../../contract/src/messageTexts';
import { cardOf, createMember, onlyPlaceInDeck, placeFor, signInAs, type Member } from '../support/members';

const HEADLINE = 'Find your perfect halal match';

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/i18n/en.json'), 'utf8')) as Tree;

/** The long texts of a part of English (short ones like "Cancel" may also be written in code). */
function longTexts(tree: Tree | string): string[] {
  if (typeof tree === 'string') return tree.length >= 30 && !/["'\\{}\u2019]/.test(tree) ? [tree] : [];
  return Object.values(tree).flatMap(longTexts);
}

/** A page's first scripts: its HTML's module scripts and what it preloads (/auth's shell preloads its screen). */
async function firstScript(request: APIRequestContext, page = '/'): Promise<string> {
  const html = await (await request.get(page)).text();
  const assets = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(0);
  const scripts = await Promise.all(assets.map(async (asset) => (await request.get(asset)).text()));
  return scripts.join('\n');
}

/** `text` as a string of its own in `script` (a sentence of the policy may quote a shorter text). */
const asString = (script: string, text: string) => ['"', "'", '`'].some((quote) => script.includes(`${quote}${text}${quote}`));

test("the first script carries the first pages' English only; the other screens' texts and the server's come with them", async ({ request }) => {
  const script = await firstScript(request);
  const inScript = (text: string) => asString(script, text);
  // The landing page and the privacy policy show at first paint, in English.
  for (const text of [...longTexts(english.landing!), ...longTexts(english.privacy!)]) expect(inScript(text), text).toBe(true);
  // The admin area's, the member app's and the server's messages are not in it.
  const later = [english.admin!, english.discover!, english.accountControls!, english.verification!, english.guardians!, english.matches!, serverMessageTexts as unknown as Tree];
  expect(later.flatMap(longTexts).filter(inScript)).toEqual([]);
});

test("/auth's shell preloads the sign-in screen's English with its code", async ({ request }) => {
  const script = await firstScript(request, '/auth');
  for (const text of [english.auth!, english.accountControls!].flatMap(longTexts)) expect(asString(script, text), text).toBe(true);
});

/** A phone-sized portrait (1600 x 2000), so the server makes both renditions of it. */
async function givePortrait(request: APIRequestContext, member: Member) {
  const photo = await sharp({ create: { width: 1600, height: 2000, channels: 3, background: { r: 90, g: 140, b: 120 } } }).jpeg().toBuffer();
  const uploaded = await request.post('/api/profiles/me/pictures', {
    headers: { 'X-Requested-With': 'mithaq', Authorization: `Bearer ${member.accessToken}`, 'Content-Type': 'image/jpeg', 'X-File-Name': 'portrait.jpg' },
    data: photo,
  });
  expect(uploaded.ok()).toBe(true);
}

test('the landing page shows before the session check answers', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/api/auth/refresh', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(asked).toBe(true);
  await expect(page.getByTestId('loading-spinner')).toHaveCount(0);
  release();
  // No session: the page stays.
  await expect(page).toHaveURL(/\/$/);
});

test('a returning member goes into the app without a glimpse of the landing page', async ({ page, request }, testInfo) => {
  const member = await createMember(request, { name: 'Ruqayya', sex: 'female', place: placeFor('returning', testInfo) });
  await signInAs(page, member);
  // From the first byte of the next page on, note whether the landing headline ever appears.
  await page.addInitScript((headline) => {
    const seen = () => Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent === headline);
    new MutationObserver(() => {
      if (seen()) (window as unknown as { landingShown: boolean }).landingShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, HEADLINE);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/profiles$/);
  expect(await page.evaluate(() => (window as unknown as { landingShown?: boolean }).landingShown ?? false)).toBe(false);
});

test('deck pictures carry their size and both renditions, and never shift the page', async ({ page, request }, testInfo) => {
  const place = placeFor('firstPaint', testInfo);
  const viewer = await createMember(request, { name: 'Sumayya', sex: 'female', place });
  const shown = await createMember(request, { name: 'Zakariya', sex: 'male', place });
  await givePortrait(request, shown);
  await page.addInitScript(() => {
    const shifts: { value: number; images: number }[] = [];
    (window as unknown as { pictureShifts: typeof shifts }).pictureShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        shifts.push({ value: entry.value, images: (entry.sources ?? []).filter((source) => source.node?.nodeName === 'IMG').length });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await onlyPlaceInDeck(page, viewer, place);
  await signInAs(page, viewer);
  await expect(cardOf(page, 'Zakariya')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Picture 1 of 1' });
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(picture).toHaveAttribute('width', '1080');
  await expect(picture).toHaveAttribute('height', '1350');
  await expect(picture).toHaveAttribute('srcset', /^\/media\/\S+ 320w, \/media\/\S+ 1080w$/);
  await expect(picture).toHaveAttribute('sizes', '(min-width: 42rem) 40rem, 100vw');
  const shifts = await page.evaluate(() => (window as unknown as { pictureShifts: { value: number; images: number }[] }).pictureShifts);
  expect(shifts.filter((shift) => shift.images > 0)).toEqual([]);
});
