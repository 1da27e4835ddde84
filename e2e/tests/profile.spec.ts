import { expect, test } from '@playwright/test';
import { signInThroughUi, signUpThroughUi, uniqueEmail } from '../support/accounts';
import { createProfileThroughApi, fillBasicInfo, london, makePictures } from '../support/profile';

const password = 'amina-reads-at-dawn';

test.use({ geolocation: london, permissions: ['geolocation'] });

test('the sign-up wizard creates a profile; a reload keeps what was entered', async ({ page }) => {
  await signUpThroughUi(page, uniqueEmail('wizard'), password);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  // Continue checks the step first.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Name must be between 1 and 25 characters')).toBeVisible();
  await expect(page.getByText('Location detection is required to continue')).toBeVisible();

  await fillBasicInfo(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Basic information saved')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/details$/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  await page.getByLabel('About Me').fill('I love reading, hiking and my family.');
  await page.getByLabel('Education').fill('BSc Mathematics');
  await page.getByLabel('Occupation').fill('Teacher');
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Pakist');
  await page.getByRole('option', { name: 'Pakistan' }).click();
  await page.getByLabel('Height').fill('165');
  await page.getByLabel('Marital Status').selectOption('Never Married');

  // Mid-way reload: the session survives and so does the form (session storage).
  await page.reload();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByLabel('About Me')).toHaveValue('I love reading, hiking and my family.');
  await expect(page.getByRole('list', { name: 'Selected nationalities' })).toContainText('Pakistan');
  await expect(page.getByText('165 cm')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Name')).toHaveValue('Amina');
  await expect(page.getByText('London, United Kingdom')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Profile details saved')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/pictures$/);

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please select at least one picture before continuing').first()).toBeVisible();
  await page.getByLabel('Add Pictures').setInputFiles(await makePictures(2));
  await expect(page.getByText('2 picture(s) selected successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected pictures' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/review$/);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const main = page.getByRole('main');
  for (const text of ['Amina', 'Female', 'London, United Kingdom', 'Teacher', 'Pakistan', '165 cm', 'Never Married']) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  await expect(page).toHaveURL(/\/app\/profiles$/);
  await expect(page.getByText('Profile created successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByTestId('profile-name-age')).toHaveText(/^Amina, \d+$/);
  await expect(page.getByText('London, United Kingdom')).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('10 tokens');
  await expect(page.getByText('Welcome tokens')).toBeVisible();
  // The signed-up user's first picture, not the placeholder.
  await expect(page.getByRole('img', { name: 'Amina' })).toHaveAttribute('src', /\/media\//);
});

test('edit profile: a new name is saved and shown on the account page', async ({ page }) => {
  const email = uniqueEmail('edit');
  await signUpThroughUi(page, email, password);
  await createProfileThroughApi(page, email, password);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/app\/edit-profile$/);
  await expect(page.getByText('1/5')).toBeVisible();
  await expect(page.getByText('Add 4 more picture(s)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove picture 1' })).toBeDisabled();
  await page.getByLabel('Name').fill('Maryam');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByTestId('profile-name-age')).toHaveText(/^Maryam, \d+$/);
});

test('deactivating signs out everywhere; signing in again reactivates the account', async ({ page }) => {
  const email = uniqueEmail('deactivate');
  await signUpThroughUi(page, email, password);
  await createProfileThroughApi(page, email, password);

  await page.getByRole('button', { name: 'Deactivate Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('reactivate');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/app\/(account|profiles)$/);
  await page.goto('/app/account');
  await expect(page.getByTestId('profile-name-age')).toHaveText(/^Amina, \d+$/);
});

test('deleting the account is permanent: signing in again fails', async ({ page }) => {
  const email = uniqueEmail('delete');
  await signUpThroughUi(page, email, password);
  await createProfileThroughApi(page, email, password);

  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('cannot be undone');
  // Deletion asks for the password again.
  await dialog.getByLabel('Enter your password to confirm').fill(password);
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, email, password);
  await expect(page.getByText('Invalid login credentials').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
