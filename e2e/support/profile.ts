import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughUi } from './accounts';

/** Central London: what the tests' browsers report as their position. */
export const london = { latitude: 51.5072, longitude: -0.1276 };

/** Writes `count` small, real JPEG pictures (the server checks the bytes) into a fresh temp folder. */
export async function makePictures(count: number, { width, height } = { width: 320, height: 400 }): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-pictures-'));
  const files: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const file = path.join(dir, `portrait-${index + 1}.jpg`);
    await sharp({ create: { width, height, channels: 3, background: { r: 40 + index * 60, g: 120, b: 90 } } })
      .jpeg({ quality: 80 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** The wizard's first step filled in English, the location detected (the browser must be given `london`). */
export async function fillBasicInfo(page: Page) {
  await page.getByLabel('Name').fill('Amina');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Year').selectOption('1995');
  await page.getByLabel('Month').selectOption({ label: 'June' });
  await page.getByLabel('Day').selectOption('15');
  await page.getByRole('button', { name: 'Detect My Location' }).click();
  await expect(page.getByText('Location detected successfully')).toBeVisible();
  await expect(page.getByText('London, United Kingdom')).toBeVisible();
}

/** A fresh sign-up through the wizard's first two steps, to its pictures step (profile.spec.ts walks them with their checks). */
export async function walkWizardToPictures(page: Page, email: string, password: string) {
  await signUpThroughUi(page, email, password);
  await fillBasicInfo(page);
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await next.click();
  await expect(page).toHaveURL(/\/signup\/details$/);
  await page.getByLabel('About Me').fill('I love reading and long walks.');
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Pakist');
  await page.getByRole('option', { name: 'Pakistan' }).click();
  await page.getByLabel('Height').fill('165');
  await page.getByLabel('Marital Status').selectOption('Never Married');
  await next.click();
  await expect(page).toHaveURL(/\/signup\/pictures$/);
}

const headers = { 'X-Requested-With': 'mithaq' };

/**
 * Gives the signed-up user of `page`'s context a profile with one picture straight through the API
 * (faster than the wizard, which has its own test), then opens the Account page.
 */
export async function createProfileThroughApi(page: Page, email: string, password: string, name = 'Amina') {
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password }, headers });
  expect(signIn.ok()).toBe(true);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const auth = { ...headers, Authorization: `Bearer ${accessToken}` };

  const place = await page.request.post('/api/geo/reverse', { data: london, headers: auth });
  expect(place.ok()).toBe(true);
  const { country, city } = (await place.json()) as { country: string; city: string };

  const created = await page.request.post('/api/profiles', {
    headers: auth,
    data: {
      name,
      sex: 'female',
      birthday: '1995-06-15',
      location: { country, city },
      aboutMe: 'I love reading and long walks.',
      education: 'BSc Mathematics',
      occupation: 'Teacher',
      nationality: ['GB'],
      height: 165,
      maritalStatus: 'Never Married',
    },
  });
  expect(created.status()).toBe(201);

  const [picture] = await makePictures(1);
  const uploaded = await page.request.post('/api/profiles/me/pictures', {
    headers: { ...auth, 'Content-Type': 'image/jpeg', 'X-File-Name': 'portrait.jpg' },
    data: fs.readFileSync(picture!),
  });
  expect(uploaded.ok()).toBe(true);

  await page.goto('/app/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}
