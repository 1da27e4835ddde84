import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { createMember, placeFor, signInAs, uploadPicture } from '../support/members';
import { photoLikePicture, reSaved } from '../support/photos';

test('a reused photo: the moderator sees the newer account flagged with both pictures, and its owner sees "Waiting for review"', async ({ browser, page, request }, testInfo) => {
  test.slow(); // two members, a moderator's sign-in
  const place = placeFor('photoSafety', testInfo);
  const amina = await createMember(request, { name: uniqueName('Amina'), sex: 'female', place });
  const basma = await createMember(request, { name: uniqueName('Basma'), sex: 'female', place });
  const photo = await photoLikePicture();
  await uploadPicture(request, amina, photo);
  await uploadPicture(request, basma, await reSaved(photo));

  // Basma's picture waits for review: she sees it, marked, in Edit Profile.
  await signInAs(page, basma);
  await page.goto('/app/edit-profile');
  await expect(page.getByText('Waiting for review')).toBeVisible();

  // The moderator finds Basma flagged, both pictures side by side.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminSignIn(adminPage, e2eAdmin);
  await adminPage.getByRole('tab', { name: 'Photos' }).click();
  const card = adminPage.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: basma.name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Newer account (picture held)')).toBeVisible();
  await expect(card.getByText('Older account', { exact: true })).toBeVisible();
  for (const name of [basma.name, amina.name]) {
    const picture = card.getByRole('img', { name: `Picture of ${name}` });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // Not the same person after all: released, and gone from the list.
  await card.getByRole('button', { name: 'Not the same / allowed' }).click();
  await expect(adminPage.getByText(`The picture of ${basma.name} is shown again`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await expect(page.getByText('Waiting for review')).toHaveCount(0);
  await adminContext.close();
});
