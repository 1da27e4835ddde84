import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughUi, uniqueEmail } from '../support/accounts';
import { expectAccessible, useLanguage } from '../support/axe';
import { closeDialog } from '../support/dialogs';
import { createProfileThroughApi, london, makePictures, walkWizardToPictures } from '../support/profile';
import { textsFor } from '../support/texts';

/**
 * Issue 29, pictures made for phones: a phone's photo is shrunk in the browser before it is sent,
 * and a member can crop it to the card's shape (4:5) with the keyboard before it is, in the
 * sign-up wizard and in Edit Profile.
 */

const MB = 1024 * 1024;
const password = 'photos-from-a-phone';

test.use({ geolocation: london, permissions: ['geolocation'] });

/** A photo as a 12 MP phone writes it: 4000×3000, about 9 MB (fine noise barely compresses), held sideways by its EXIF orientation. */
async function phonePhoto(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-phone-')), 'IMG_0001.jpg');
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .jpeg({ quality: 99 })
    // 6: the camera was held upright; shown as it should be, the photo is 3000×4000.
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return file;
}

interface Uploaded {
  /** What the browser sent. */
  body: Buffer;
  /** The card rendition the server stored, as it lists it. */
  stored: { width: number; height: number };
}

declare global {
  interface Window {
    /** The picture files the page sent with XMLHttpRequest (recordSentPictures). */
    sentPictures?: Blob[];
  }
}

/**
 * Keeps every file the page uploads: Playwright does not hand over a request body that is a
 * File, so the page keeps it, to be read back after the upload.
 */
async function recordSentPictures(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) (window.sentPictures ??= []).push(body);
      return send.call(this, body);
    };
  });
}

/** The picture files the page has sent so far. */
async function sentPictures(page: Page): Promise<Buffer[]> {
  const sent = await page.evaluate(() =>
    Promise.all(
      (window.sentPictures ?? []).map(async (file) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        let text = '';
        for (const byte of bytes) text += String.fromCharCode(byte);
        return btoa(text);
      }),
    ),
  );
  return sent.map((base64) => Buffer.from(base64, 'base64'));
}

/** Waits for the one picture upload `action` starts; hands back what the page sent and the server stored. */
async function uploadOf(page: Page, action: () => Promise<void>): Promise<Uploaded> {
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/profiles/me/pictures'));
  await action();
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  const { pictures } = (await answer.json()) as { pictures: { width: number; height: number }[] };
  const sent = await sentPictures(page);
  expect(sent, 'the page sent one picture file').toHaveLength(1);
  // The new picture comes last in the member's list.
  return { body: sent[0]!, stored: pictures.at(-1)! };
}

/** Completes the profile from the review step and hands back the one picture upload. */
async function completeWithUpload(page: Page): Promise<Uploaded> {
  const uploaded = await uploadOf(page, () => page.getByRole('button', { name: 'Complete Profile' }).click());
  await expect(page).toHaveURL(/\/app\/profiles$/);
  return uploaded;
}

/** In the open crop dialog, by keyboard only: zooms in twice, moves the picture, straightens it 3°. */
async function cropWithKeyboard(page: Page, dialog: Locator) {
  await dialog.getByRole('group', { name: "Picture in the card's frame" }).focus();
  for (const key of ['+', '+', 'ArrowLeft', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '1.2×');
  const straighten = dialog.getByRole('slider', { name: 'Straighten' });
  await straighten.focus();
  for (let turn = 0; turn < 3; turn++) await page.keyboard.press('ArrowRight');
  await expect(straighten).toHaveAttribute('aria-valuetext', '3°');
}

/** Sends the landscape picture back as it came, cropped, in the card's 4:5 shape, and stored so. */
async function expectCardShaped({ body, stored }: Uploaded) {
  const sent = await sharp(body).metadata();
  expect(sent.width! / sent.height!).toBeCloseTo(4 / 5, 2);
  expect(stored.width / stored.height).toBeCloseTo(4 / 5, 2);
}

/** A member with a profile (one picture) made through the API, on Edit Profile in `language`. */
async function openEditProfile(page: Page, context: BrowserContext, email: string, language: 'en' | 'ar' = 'en') {
  await signUpThroughUi(page, email, password);
  await createProfileThroughApi(page, email, password);
  if (language !== 'en') await useLanguage(context, language);
  await page.goto('/app/edit-profile');
  await expect(page.getByRole('list', { name: textsFor(language)('pictures.manager.listLabel') }).getByRole('img')).toHaveCount(1);
}

test('a 9 MB photo is accepted in the wizard: it is sent upright, at most 2048 px, under 1 MB', async ({ page }) => {
  test.setTimeout(180_000);
  const photo = await phonePhoto();
  expect(fs.statSync(photo).size).toBeGreaterThan(8 * MB);
  await recordSentPictures(page);
  await walkWizardToPictures(page, uniqueEmail('phone-photo'), password);

  await page.getByLabel('Add Pictures').setInputFiles(photo);
  await expect(page.getByText('1 picture(s) selected successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const { body, stored } = await completeWithUpload(page);

  expect(body.length).toBeLessThan(MB);
  const sent = await sharp(body).metadata();
  expect([sent.width, sent.height]).toEqual([1536, 2048]);
  expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(2048);
  expect(stored.width / stored.height).toBeCloseTo(3 / 4, 2);
});

test("a picture cropped with the keyboard is sent in the card's shape; the dialog passes axe", async ({ page }) => {
  const [landscape] = await makePictures(1, { width: 1200, height: 800 });
  await recordSentPictures(page);
  await walkWizardToPictures(page, uniqueEmail('crop-photo'), password);
  await page.getByLabel('Add Pictures').setInputFiles(landscape!);
  const crop = page.getByRole('button', { name: 'Crop picture 1' });
  await crop.click();

  const dialog = page.getByRole('dialog', { name: 'Crop and straighten' });
  await expect(dialog.getByRole('group', { name: "Picture in the card's frame" })).toBeVisible();
  await expectAccessible(page, 'crop dialog (en)');
  await cropWithKeyboard(page, dialog);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Picture cropped')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectCardShaped(await completeWithUpload(page));
});

test('the crop dialog passes axe in Arabic, keeps the focus, and Escape cancels it', async ({ page, context }) => {
  await walkWizardToPictures(page, uniqueEmail('crop-ar'), password);
  await useLanguage(context, 'ar');
  await page.reload();
  const tx = textsFor('ar');
  await page.getByLabel(tx('pictures.add')).setInputFiles(await makePictures(1, { width: 1200, height: 800 }));
  const crop = page.getByRole('button', { name: tx('pictures.crop.open', { number: 1 }) });
  await crop.click();
  const dialog = page.getByRole('dialog', { name: tx('pictures.crop.title') });
  await expect(dialog.getByRole('group', { name: tx('pictures.crop.frame') })).toBeVisible();
  await expectAccessible(page, 'crop dialog (ar)');
  await closeDialog(page, crop);
  await expect(page.getByRole('list', { name: tx('pictures.selectedList') }).getByRole('img')).toHaveCount(1);
});

test("Edit Profile: picking opens the crop dialog, which passes axe; a keyboard crop is stored in the card's shape", async ({ page, context }) => {
  await recordSentPictures(page);
  await openEditProfile(page, context, uniqueEmail('crop-edit'));
  const [landscape] = await makePictures(1, { width: 1200, height: 800 });
  await page.getByLabel('Add Pictures').setInputFiles(landscape!);

  const dialog = page.getByRole('dialog', { name: 'Crop and straighten' });
  await expect(dialog.getByRole('group', { name: "Picture in the card's frame" })).toBeVisible();
  await expectAccessible(page, 'crop dialog in Edit Profile (en)');
  await cropWithKeyboard(page, dialog);
  await expectCardShaped(await uploadOf(page, () => dialog.getByRole('button', { name: 'Apply' }).click()));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your pictures' }).getByRole('img')).toHaveCount(2);
});

test('Edit Profile in Arabic: the crop dialog passes axe, and "Use whole picture" sends the picture as it is', async ({ page, context }) => {
  await recordSentPictures(page);
  await openEditProfile(page, context, uniqueEmail('crop-edit-ar'), 'ar');
  const tx = textsFor('ar');
  await page.getByLabel(tx('pictures.add')).setInputFiles(await makePictures(2, { width: 1200, height: 800 }));
  const first = page.getByRole('dialog', { name: tx('pictures.crop.titleNumbered', { number: 1, total: 2 }) });
  await expect(first.getByRole('group', { name: tx('pictures.crop.frame') })).toBeVisible();
  await expectAccessible(page, 'crop dialog in Edit Profile (ar)');
  await first.getByRole('button', { name: tx('pictures.crop.useWhole') }).click();

  const second = page.getByRole('dialog', { name: tx('pictures.crop.titleNumbered', { number: 2, total: 2 }) });
  await expect(second).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: tx('pictures.manager.listLabel') }).getByRole('img')).toHaveCount(2);
  // The first picture went as it came (1200×800, light enough not to be redrawn); the second, escaped, was left out.
  const sent = await sentPictures(page);
  expect(sent).toHaveLength(1);
  expect(await sharp(sent[0]).metadata()).toMatchObject({ width: 1200, height: 800 });
  await expect(page.getByRole('dialog')).toBeHidden();
});
