import { expect, test } from '@playwright/test';
import { adminLogin, adminSignIn, givePicture, stepUp } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { signInThroughUi, uniqueName } from '../support/accounts';
import { useLanguage } from '../support/axe';
import { createMember, password as memberPassword, placeFor, signInAs } from '../support/members';

// The shared admin account may have been left in Arabic by the accessibility specs: this spec
// reads English, so the browser chooses English (which the sign-in then stores on the account).
test.beforeEach(async ({ context }) => useLanguage(context, 'en'));

test('an admin signs in, searches, deletes a picture and deactivates a profile', async ({ page, request }, testInfo) => {
  const place = placeFor('admin', testInfo);
  const name = uniqueName('Rania');
  const rania = await createMember(request, { name, sex: 'female', place });
  const viewer = await createMember(request, { name: uniqueName('Omar'), sex: 'male', place });
  const picture = await givePicture(request, rania);
  const deckOfViewer = async () => {
    const response = await request.get(`/api/discover?countries=${place.country}&limit=10`, {
      headers: { 'X-Requested-With': 'mithaq', Authorization: `Bearer ${viewer.accessToken}` },
    });
    return ((await response.json()) as { profiles: { id: string }[] }).profiles.map((p) => p.id);
  };
  expect(await deckOfViewer()).toContain(rania.id);

  await adminSignIn(page, e2eAdmin);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Profiles')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search profiles' }).fill(name.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and Rania

  await row.getByRole('button', { name: `Delete picture 1 of ${name}` }).click();
  // Dangerous actions ask for a fresh authenticator code: the field takes digits, not the password.
  const deletion = page.getByRole('alertdialog');
  await deletion.getByLabel('Authenticator code').fill(e2eAdmin.password);
  await expect(deletion.getByLabel('Authenticator code')).not.toHaveValue(e2eAdmin.password);
  await stepUp(page, deletion, 'Delete', e2eAdmin);
  await expect(page.getByText('Picture deleted successfully')).toBeVisible();
  await expect(row.getByText('No pictures')).toBeVisible();
  expect((await request.get(picture.thumbUrl)).status()).toBe(404);

  const status = row.getByRole('switch', { name: `${name} is active` });
  await status.click();
  await stepUp(page, page.getByRole('alertdialog', { name: `Make ${name} inactive?` }), 'Make inactive', e2eAdmin);
  await expect(page.getByText(`${name} is now inactive`)).toBeVisible();
  await expect(status).toHaveAttribute('aria-checked', 'false');
  expect(await deckOfViewer()).not.toContain(rania.id);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: /Profile deactivated/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the member sign-in answers the admin's own password as a wrong one, and opens no admin page", async ({ page }) => {
  await page.goto('/auth');
  await signInThroughUi(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByText('Invalid login credentials').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
});

test('a member is sent away from the dashboard, and the admin login refuses their account', async ({ page, request }, testInfo) => {
  const member = await createMember(request, { name: uniqueName('Hana'), sex: 'female', place: placeFor('admin', testInfo) });
  await signInAs(page, member);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await adminLogin(page, member.email, memberPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
