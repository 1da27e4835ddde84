import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Member } from './members';
import { makePictures } from './profile';

/** Uploads one small real picture for `member` through the API; answers its id and thumbnail URL. */
export async function givePicture(request: APIRequestContext, member: Member) {
  const [file] = await makePictures(1);
  const uploaded = await request.post('/api/profiles/me/pictures', {
    headers: { 'X-Requested-With': 'mithaq', Authorization: `Bearer ${member.accessToken}`, 'Content-Type': 'image/jpeg', 'X-File-Name': 'portrait.jpg' },
    data: fs.readFileSync(file!),
  });
  expect(uploaded.ok()).toBe(true);
  const { pictures } = (await uploaded.json()) as { pictures: { id: string; thumbUrl: string }[] };
  return pictures[0]!;
}

/** Fills the admin login and submits it. */
export async function adminLogin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
