import { expect, test } from '@playwright/test';
import { linkFromMail } from '../support/mail';
import { createMember, placeFor } from '../support/members';

// Issue 29: a member asks for a one-time sign-in link from the sign-in screen and signs in with it.
test('a sign-in link asked for on /auth signs the member in once', async ({ page, browser, request }, testInfo) => {
  const member = await createMember(request, { name: 'Mariama', sex: 'female', place: placeFor('signInLink', testInfo) });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const form = page.getByRole('form', { name: 'Sign in with a link' });
  await form.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await form.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: "If an account exists for that address, we've sent a sign-in link." })).toBeVisible();

  const link = await linkFromMail(member.email, 'Sign in to Mithaq', '/auth');
  expect(link).toContain('/auth?sign_in_token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/profiles$/);

  // The link works once: opened again in another browser, it is refused and nobody is signed in.
  const other = await browser.newPage();
  try {
    await other.goto(link);
    await expect(other.getByText('This sign-in link is invalid or has expired. Please sign in again.')).toBeVisible();
    await expect(other).toHaveURL(/\/auth$/);
  } finally {
    await other.close();
  }
});
