import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { Member } from './members';
import { makePictures } from './profile';
import { textsFor, type Texts } from './texts';

const english = textsFor('en');

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

/** Fills the admin login's password step and submits it (`tx`: the texts of the page's language). */
export async function adminLogin(page: Page, email: string, password: string, tx: Texts = english) {
  await page.goto('/admin/login');
  await page.getByLabel(tx('admin.login.username')).fill(email);
  await page.getByLabel(tx('admin.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tx('admin.login.submit') }).click();
}

/** The authenticator app's code, `stepsAhead` time-steps from now (the server accepts one either side). */
const codeFor = (secret: string, stepsAhead: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * Both steps of the admin login. Each code is accepted once: when the other project's worker
 * signed the same admin in during this time-step, the code (and the ticket) is refused, so this
 * starts over with the next step's code, which the server still accepts. No waiting.
 */
export async function adminSignIn(page: Page, admin: { email: string; password: string; totpSecret: string }, tx: Texts = english) {
  for (let stepsAhead = 0; stepsAhead < 3; stepsAhead += 1) {
    await adminLogin(page, admin.email, admin.password, tx);
    await page.getByLabel(tx('admin.login.code')).fill(codeFor(admin.totpSecret, stepsAhead));
    await page.getByRole('button', { name: tx('admin.login.verify') }).click();
    // The code step's one alert is the refusal ('Invalid code').
    const refused = page.getByRole('alert').first();
    await expect(page.getByText(tx('admin.messages.loginSuccessful')).or(refused)).toBeVisible();
    if (!(await refused.isVisible())) return;
  }
  throw new Error('the admin sign-in code was refused three times');
}
