import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, password, placeFor, signInAs, type Member } from '../support/members';

const headers = { 'X-Requested-With': 'mithaq' };
const NEWS_QUESTION = 'Would you like occasional news from Mithaq?';

// Two sign-ins, several page loads and a password hash each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const meWith = (request: APIRequestContext, token: string) =>
  request.get('/api/auth/me', { headers: { ...headers, Authorization: `Bearer ${token}` } });
const signInStatus = async (request: APIRequestContext, member: Member, secret: string) =>
  (await request.post('/api/auth/sign-in', { headers, data: { email: member.email, password: secret } })).status();

test('news is asked once after sign-up; "No thanks" is remembered and the Account page can turn it on; reminder e-mails are on until turned off', async ({ page, request }, testInfo) => {
  const amina = await createMember(request, { name: 'Amina', sex: 'female', place: placeFor('account', testInfo) });
  await signInAs(page, amina);
  const prompt = page.getByRole('region', { name: NEWS_QUESTION });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'No thanks' }).click();
  await expect(prompt).toBeHidden();
  // The server now says not to ask: after its answer on a reload, no prompt.
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/account/marketing') && response.request().method() === 'GET');
  await page.reload();
  expect(await (await asked).json()).toEqual({ consent: false, ask: false });
  await expect(page.getByRole('region', { name: NEWS_QUESTION })).toBeHidden();

  await page.goto('/app/account');
  const setting = page.getByRole('checkbox', { name: 'Send me occasional news' });
  await expect(setting).not.toBeChecked();
  // Checked once the server has the answer (the box follows the saved value).
  await setting.click();
  await expect(setting).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me occasional news' })).toBeChecked();

  // Reminder e-mails (for when no device gets notifications) are on until she turns them off.
  const reminders = page.getByRole('checkbox', { name: 'E-mail me when a chat timer is running out' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-mail me when a chat timer is running out' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Send me occasional news' })).toBeChecked();
});

test('a member signs another device out and changes the password; this device stays signed in', async ({ page, request }, testInfo) => {
  // The API sign-up is "another device" (its own session); the browser signs in as a second one.
  const yusuf = await createMember(request, { name: 'Yusuf', sex: 'male', place: placeFor('account', testInfo) });
  await signInAs(page, yusuf);
  await page.getByRole('region', { name: NEWS_QUESTION }).getByRole('button', { name: 'No thanks' }).click();
  await page.goto('/app/account');

  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  expect((await meWith(request, yusuf.accessToken)).status()).toBe(200);
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText('That device is signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await meWith(request, yusuf.accessToken)).status()).toBe(401);

  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill(password);
  await form.getByLabel('New Password', { exact: true }).fill('a-fresh-olive-grove-9');
  await form.getByLabel('Confirm New Password').fill('a-fresh-olive-grove-9');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  // This device got a fresh session: a reload keeps it signed in.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  expect(await signInStatus(request, yusuf, password)).toBe(401);
  expect(await signInStatus(request, yusuf, 'a-fresh-olive-grove-9')).toBe(200);
});
