import { expect, test } from '@playwright/test';
import { signInThroughUi, signUpThroughUi, uniqueEmail } from '../support/accounts';
import { linkFromMail } from '../support/mail';

const password = 'amina-reads-at-dawn';

test('sign up leads to the profile wizard; sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  // A reload keeps the session (refresh cookie → access token).
  await page.reload();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Successfully signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the auth message and stays on /auth', async ({ page }) => {
  const email = uniqueEmail();
  await signUpThroughUi(page, email, password);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email, 'definitely-not-it');
  await expect(page.getByText('Invalid login credentials').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the sign-up form explains what is wrong before asking the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
  await panel.getByLabel('Email').fill(uniqueEmail());
  await panel.getByLabel('Password', { exact: true }).fill('abcdef');
  await panel.getByLabel('Confirm Password').fill('abcdeg');
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
});

test('forgot password: the mailed link sets a new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpThroughUi(page, email, password);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).last().fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent!')).toBeVisible();

  const link = await linkFromMail(email, 'Reset your Mithaq password');
  expect(link).toContain('/reset-password?token=');
  await page.goto(link);
  await expect(page.getByText('Reset Password').first()).toBeVisible();
  await expect(page.getByText('Enter your new password below')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-whole-new-secret');
  await page.getByLabel('Confirm New Password').fill('a-whole-new-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughUi(page, email, password);
  await expect(page.getByText('Invalid login credentials').first()).toBeVisible();
  await signInThroughUi(page, email, 'a-whole-new-secret');
  await expect(page).toHaveURL(/\/signup$/);

  // The link works once. (Signed out first, for good: opening the link while the sign-out was
  // still in flight found the session alive and sent the page to /signup once.)
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(link);
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an invalid reset link says so and goes to /auth', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/reset-password?token=forged-token-value');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
