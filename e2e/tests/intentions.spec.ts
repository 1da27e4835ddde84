import { expect, test } from '@playwright/test';
import { createMember, matchThroughApi, placeFor, signInAs } from '../support/members';

test('two members whose timelines differ see the difference on the payment card, and each other’s answers', async ({ browser, page, request }, testInfo) => {
  const place = placeFor('intentions', testInfo);
  const salma = await createMember(request, { name: 'Salma', sex: 'female', place, intentions: { marryWithin: '1year', prayer: 'always' } });
  const bilal = await createMember(request, { name: 'Bilal', sex: 'male', place, intentions: { marryWithin: '1to2years', prayer: 'always' } });
  const matchId = await matchThroughApi(request, salma, bilal);

  // Before paying, Bilal's payment card names the one difference (the same prayer answer is no difference).
  await signInAs(page, bilal);
  await page.goto(`/app/chat/${matchId}`);
  const differences = page.getByRole('region', { name: 'Where you differ' });
  await expect(differences.getByRole('listitem')).toHaveText(['She hopes to marry “Within a year”; you said “In 1–2 years”.']);
  await expect(page.getByRole('button', { name: 'Pay 3 tokens' })).toBeEnabled();

  // The chat's profile view lists her answers, "Not stated" where she gave none.
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('button', { name: 'View Profile' }).click();
  const intentions = page.getByRole('dialog', { name: "Salma's profile" }).getByRole('region', { name: 'Intentions' });
  await expect(intentions).toContainText('Within a year');
  await expect(intentions).toContainText('Not stated');

  // Salma sees the same difference from her side.
  const context = await browser.newContext();
  const salmaPage = await context.newPage();
  await signInAs(salmaPage, salma);
  await salmaPage.goto(`/app/chat/${matchId}`);
  await expect(salmaPage.getByRole('region', { name: 'Where you differ' }).getByRole('listitem')).toHaveText([
    'He hopes to marry “In 1–2 years”; you said “Within a year”.',
  ]);
  await context.close();
});
