import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
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

/** Fills the admin login's password step and submits it. */
export async function adminLogin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The authenticator app's code, `stepsAhead` time-steps from now (the server accepts one either side). */
const codeFor = (secret: string, stepsAhead: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * Both steps of the admin login. Each code is accepted once: when the other project's worker
 * signed the same admin in during this time-step, the code (and the ticket) is refused, so this
 * starts over with the next step's code, which the server still accepts. No waiting.
 */
export async function adminSignIn(page: Page, admin: { email: string; password: string; totpSecret: string }) {
  for (let stepsAhead = 0; stepsAhead < 3; stepsAhead += 1) {
    await adminLogin(page, admin.email, admin.password);
    await page.getByLabel('Authentication code').fill(codeFor(admin.totpSecret, stepsAhead));
    await page.getByRole('button', { name: 'Verify' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Invalid code' });
    await expect(page.getByText('Login successful').or(refused)).toBeVisible();
    if (!(await refused.isVisible())) return;
  }
  throw new Error('the admin sign-in code was refused three times');
}
