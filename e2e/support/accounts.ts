import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (label = 'e2e') => `${label}-${crypto.randomBytes(5).toString('hex')}@example.test`;

/**
 * `base` and six random letters (a name takes no digits): a name no other test or run uses, so a
 * search, a queue or a deck finds exactly this member.
 */
export const uniqueName = (base: string) => base + Array.from(crypto.randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

export async function signUpThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully! Please complete your profile.')).toBeVisible();
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}
