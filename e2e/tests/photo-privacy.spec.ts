import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { cardOf, createMember, onlyPlaceInDeck, placeFor, signInAs } from '../support/members';
import { makePictures } from '../support/profile';
import { expectToastShown, recordToasts } from '../support/toasts';

const headers = { 'X-Requested-With': 'mithaq' };

test('a woman shows her photos only to her matches: a man sees them blurred in Discover, then as they are once they match', async ({ browser, page, request }, testInfo) => {
  test.slow(); // two members, two browsers and a match
  const place = placeFor('photoPrivacy', testInfo);
  const nadia = await createMember(request, { name: 'Nadia', sex: 'female', place });
  const omar = await createMember(request, { name: 'Omar', sex: 'male', place });
  const [file] = await makePictures(1);
  const uploaded = await request.post('/api/profiles/me/pictures', {
    headers: { ...headers, Authorization: `Bearer ${nadia.accessToken}`, 'Content-Type': 'image/jpeg', 'X-File-Name': 'nadia.jpg' },
    data: fs.readFileSync(file!),
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // She turns photo privacy on from her Account page.
  await signInAs(page, nadia);
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('switch', { name: 'Show my photos only to my matches' }).check();
  await expect(page.getByText('Your photos are now shown only to your matches')).toBeVisible();

  // He sees her card with the blurred picture and the reason.
  const omarContext = await browser.newContext();
  const omarPage = await omarContext.newPage();
  await onlyPlaceInDeck(omarPage, omar, place);
  await signInAs(omarPage, omar);
  await expect(cardOf(omarPage, 'Nadia')).toBeVisible();
  await expect(omarPage.getByText('Photos visible after a match')).toBeVisible();
  const blurred = omarPage.getByRole('img', { name: 'Picture 1 of 1' });
  await expect(blurred).toHaveAttribute('src', /-blur\.webp\?/);
  await expect.poll(() => blurred.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  // They match: in their chat he gets her real picture.
  await recordToasts(omarPage);
  await omarPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expectToastShown(omarPage, 'You liked Nadia');
  await page.goto('/app/liked');
  await page.getByRole('button', { name: /^Omar, / }).click();
  await page.getByRole('dialog', { name: "Omar's profile" }).getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText('You have a new match!')).toBeVisible();

  await omarPage.goto('/app/matches');
  await omarPage.getByRole('link', { name: /Nadia/ }).click();
  await omarPage.getByRole('button', { name: 'Chat options' }).click();
  await omarPage.getByRole('button', { name: 'View Profile' }).click();
  const sharp = omarPage.getByRole('dialog').getByRole('img', { name: 'Picture 1 of 1' });
  await expect(sharp).toHaveAttribute('src', /^(?!.*-blur\.webp).*\/media\/pictures\/[^?]+\.webp\?/);
  await expect.poll(() => sharp.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(omarPage.getByText('Photos visible after a match')).toHaveCount(0);
  await omarContext.close();
});
