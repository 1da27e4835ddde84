import { expect, test } from '@playwright/test';
import { cardOf, createMember, likeThroughApi, onlyPlaceInDeck, placeFor, signInAs } from '../support/members';
import { expectToastShown, recordToasts } from '../support/toasts';

test('two members like each other: a match, and the second one lands in the chat', async ({ browser, page, request }, testInfo) => {
  const place = placeFor('match', testInfo);
  const layla = await createMember(request, { name: 'Layla', sex: 'female', place });
  const adam = await createMember(request, { name: 'Adam', sex: 'male', place });

  await onlyPlaceInDeck(page, layla, place);
  await signInAs(page, layla);
  await expect(cardOf(page, 'Adam')).toBeVisible();
  await expect(page.getByText(`${place.city}, `)).toBeVisible();
  await recordToasts(page);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expectToastShown(page, 'You liked Adam');
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible();

  const adamContext = await browser.newContext();
  const adamPage = await adamContext.newPage();
  await onlyPlaceInDeck(adamPage, adam, place);
  await signInAs(adamPage, adam);
  await expect(cardOf(adamPage, 'Layla')).toBeVisible();
  await adamPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(adamPage.getByText('You have a new match!')).toBeVisible();
  await expect(adamPage).toHaveURL(/\/app\/chat\/[0-9a-f-]{36}$/);
  await adamContext.close();
});

test('the Liked tabs count who liked me, whom I liked and my favorites', async ({ page, request }, testInfo) => {
  const place = placeFor('liked', testInfo);
  const sara = await createMember(request, { name: 'Sara', sex: 'female', place });
  const [idris, musa, harun] = await Promise.all(
    ['Idris', 'Musa', 'Harun'].map((name) => createMember(request, { name, sex: 'male', place })),
  );
  await likeThroughApi(request, idris!, sara);
  await likeThroughApi(request, musa!, sara);
  await likeThroughApi(request, sara, harun!);

  await signInAs(page, sara);
  await page.getByRole('link', { name: 'Liked' }).click();
  await expect(page.getByRole('tab', { name: 'Liked Me (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'I Liked (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favorited (0)' })).toBeVisible();

  await page.getByRole('button', { name: /^Idris, / }).click();
  const dialog = page.getByRole('dialog', { name: "Idris's profile" });
  await dialog.getByRole('button', { name: 'Favorite', exact: true }).click();
  await expect(page.getByText('Added Idris to favorites')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Favorited' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favorited (1)', includeHidden: true })).toBeAttached();

  // Liking back makes a match and opens its chat.
  await dialog.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText('You have a new match!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/chat\/[0-9a-f-]{36}$/);
});

test('a height filter changes the deck and is kept', async ({ page, request }, testInfo) => {
  const place = placeFor('filters', testInfo);
  const hana = await createMember(request, { name: 'Hana', sex: 'female', place });
  await createMember(request, { name: 'Yahya', sex: 'male', place, height: 152 });
  await createMember(request, { name: 'Zakariya', sex: 'male', place, height: 195 });

  await onlyPlaceInDeck(page, hana, place);
  await signInAs(page, hana);
  // Newest first.
  await expect(cardOf(page, 'Zakariya')).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Filters' });
  await dialog.getByRole('slider', { name: 'Maximum height' }).focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(dialog.getByText('130 cm – 180 cm')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();

  await expect(cardOf(page, 'Yahya')).toBeVisible();
  await expect(cardOf(page, 'Zakariya')).toBeHidden();
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible();

  // The filters are kept: after a reload the 195 cm member is still filtered out (and the passed one is gone).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No profiles found' })).toBeVisible();
});
