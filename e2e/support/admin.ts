import fs from 'node:fs';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { isLanguage } from '../../contract/src/languages';
import { e2eAdmin } from './adminAccount';
import { useLanguage } from './axe';
import { uploadPicture, type Member } from './members';
import { makePictures } from './profile';
import { textsFor, type Texts } from './texts';

const english = textsFor('en');

/** Uploads one small real picture for `member` through the API; answers the main picture's id and thumbnail URL. */
export async function givePicture(request: APIRequestContext, member: Member) {
  const [file] = await makePictures(1);
  const pictures = await uploadPicture(request, member, fs.readFileSync(file!));
  return pictures[0]!;
}

/** Fills the admin login's password step and submits it (`tx`: the texts of the page's language). */
export async function adminLogin(page: Page, email: string, password: string, tx: Texts = english) {
  await page.goto('/admin/login');
  await page.getByLabel(tx('admin.login.username')).fill(email);
  await page.getByLabel(tx('admin.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tx('admin.login.submit') }).click();
}

const PERIOD_MS = 30_000;
/**
 * The newest time-step this worker used for an admin code (sign-in or step-up). The server accepts
 * each step once and only one step either side of now, so each new code takes a later step.
 */
let lastStep = -Infinity;
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
const codeOf = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_MS / 1000 }).generate({ timestamp: step * PERIOD_MS });

/**
 * The authenticator's code of the earliest step the server still takes that this worker has not
 * used. When the three it takes are spent (three codes within one step), this waits for the next
 * step to begin, as an admin waits for the next code: the server runs on the real clock, which a
 * spec cannot move.
 */
async function nextCode(page: Pick<Page, 'waitForTimeout'>, secret: string) {
  const step = Math.max(lastStep + 1, stepNow() - 1);
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 200);
  lastStep = step;
  return codeOf(secret, step);
}

/**
 * Both steps of the admin login. Each code is accepted once: when another worker signed the same
 * admin in with this step's code, the code (and the ticket) is refused, so this starts over with
 * the next step's code.
 */
export async function adminSignIn(page: Page, admin: { email: string; password: string; totpSecret: string }, tx: Texts = english) {
  // The e2e admin is one account for every spec, and a device with no language of its own shows
  // the account's (web/src/lib/LanguageSync.tsx), which a spec in Arabic has just set: this
  // device chooses the language of `tx`, so the dashboard's names are the ones the spec looks for.
  if (isLanguage(tx.language)) await useLanguage(page.context(), tx.language);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await adminLogin(page, admin.email, admin.password, tx);
    await page.getByLabel(tx('admin.login.code')).fill(await nextCode(page, admin.totpSecret));
    await page.getByRole('button', { name: tx('admin.login.verify') }).click();
    // The code step's one alert is the refusal ('Invalid code').
    const refused = page.getByRole('alert').first();
    await expect(page.getByText(tx('admin.messages.loginSuccessful')).or(refused)).toBeVisible();
    if (!(await refused.isVisible())) return;
  }
  throw new Error('the admin sign-in code was refused three times');
}

/**
 * Confirms a dangerous action's dialog with a fresh authenticator code (never the password: the
 * server refuses it), pressing `confirmLabel`. A code another worker used meanwhile is refused in
 * the dialog (its alert), and the next one is typed.
 */
export async function stepUp(page: Page, dialog: Locator, confirmLabel: string, admin: { totpSecret: string }, tx: Texts = english) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await dialog.getByLabel(tx('admin.stepUp.label')).fill(await nextCode(page, admin.totpSecret));
    await dialog.getByRole('button', { name: confirmLabel }).click();
    // Done: the dialog closes. Refused: it stays, with the reason as its alert.
    const refused = dialog.getByRole('alert');
    await expect(async () => expect((await refused.isVisible()) || !(await dialog.isVisible())).toBe(true)).toPass();
    if (!(await refused.isVisible())) return;
  }
  throw new Error('the step-up code was refused three times');
}

const json = { 'X-Requested-With': 'mithaq' };

/**
 * The e2e admin signed in through the API, as the dashboard would be: `deletePicture` removes a
 * member's picture, confirmed with a fresh code. A code another worker used meanwhile is refused
 * (401 at sign-in, 403 at the step-up), and the next one is tried.
 */
export async function adminThroughApi(page: Pick<Page, 'waitForTimeout'>, request: APIRequestContext, admin = e2eAdmin) {
  const withCode = async (send: (code: string) => Promise<APIResponse>) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await send(await nextCode(page, admin.totpSecret));
      if (response.status() !== 401 && response.status() !== 403) return response;
    }
    throw new Error('the admin code was refused three times');
  };
  const signedIn = await withCode(async (code) => {
    const first = await request.post('/api/admin/sign-in', { headers: json, data: { email: admin.email, password: admin.password } });
    expect(first.ok(), await first.text()).toBe(true);
    const { ticket } = (await first.json()) as { ticket: string };
    return request.post('/api/admin/sign-in/code', { headers: json, data: { ticket, code } });
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { ...json, Authorization: `Bearer ${accessToken}` };
  return {
    async deletePicture(pictureId: string) {
      const deleted = await withCode((confirm) => request.delete(`/api/admin/pictures/${pictureId}`, { headers, data: { confirm } }));
      expect(deleted.ok(), await deleted.text()).toBe(true);
    },
  };
}
