import { expect, test } from '@playwright/test';
import { adminSignIn, givePicture } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { createMember, onlyPlaceInDeck, placeFor, signInAs } from '../support/members';

test('a member takes a selfie with the camera, a moderator approves it, another member sees the blue badge; a picture swap hides it until a moderator looks again', async ({ browser, page, request }, testInfo) => {
  // Three people, three browsers, two reviews: longer than one journey.
  test.setTimeout(240_000);
  const place = placeFor('verification', testInfo);
  const name = testInfo.project.name === 'mobile' ? 'Noor' : 'Huda';
  const noor = await createMember(request, { name, sex: 'female', place });
  const viewer = await createMember(request, { name: 'Zayd', sex: 'male', place });
  const verifiedPicture = await givePicture(request, noor);

  // The member: Account → Verify your profile → the pose → Chromium's fake front camera → send.
  await signInAs(page, noor);
  await page.getByRole('link', { name: 'Account' }).click();
  const card = page.getByRole('region', { name: 'Verify your profile' });
  await expect(card.getByText('Your profile is not verified yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Verify your profile' }).click();
  await expect(card.getByTestId('verification-pose')).not.toBeEmpty();
  await expect(card.getByRole('button', { name: 'Take selfie' })).toBeEnabled();
  await card.getByRole('button', { name: 'Take selfie' }).click();
  await expect(card.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await card.getByRole('button', { name: 'Send selfie' }).click();
  await expect(card.getByText('Your selfie is waiting for a moderator.')).toBeVisible();

  // The moderator: the Verification tab, the selfie beside the profile's picture, Approve.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminSignIn(adminPage, e2eAdmin);
  await adminPage.getByRole('tab', { name: 'Verification' }).click();
  const request_ = adminPage.getByRole('article', { name });
  await expect(request_.getByRole('img', { name: `Verification selfie of ${name}` })).toBeVisible();
  await expect(request_.getByRole('img', { name: `Picture 1 of ${name}` })).toBeVisible();
  // The selfie really loads for the moderator (a decoded image, not the placeholder).
  await expect
    .poll(() => request_.getByRole('img', { name: `Verification selfie of ${name}` }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await request_.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`${name} is now verified`)).toBeVisible();

  // The member's own card, then another member's Discover card, carry the badge.
  await page.reload();
  await expect(card.getByText(/^Verified on /)).toBeVisible();
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await onlyPlaceInDeck(viewerPage, viewer, place);
  await signInAs(viewerPage, viewer);
  // The free "Verified only" filter: only members with the badge are dealt.
  await viewerPage.getByRole('button', { name: 'Filters (on)' }).click();
  await viewerPage.getByRole('switch', { name: 'Verified only' }).check();
  await viewerPage.getByRole('button', { name: 'Apply Filters' }).click();
  const discoverCard = viewerPage.getByRole('article', { name: new RegExp(`^${name}, \\d+`) });
  await expect(discoverCard.getByRole('img', { name: 'Verified' })).toBeVisible();

  // The swap: a new picture, the verified one deleted. The badge goes at once, for everyone.
  await givePicture(request, noor);
  const removed = await request.delete(`/api/profiles/me/pictures/${verifiedPicture.id}`, {
    headers: { 'X-Requested-With': 'mithaq', Authorization: `Bearer ${noor.accessToken}` },
  });
  expect(removed.ok()).toBe(true);
  await page.reload();
  await expect(card.getByText('Your blue badge is hidden because your pictures changed after it was approved.')).toBeVisible();
  await expect(card.getByText(/^A moderator is comparing your profile with the selfie you sent before/)).toBeVisible();
  // The other member: "Verified only" no longer deals her; without the filter her card has no badge.
  await viewerPage.reload();
  await viewerPage.getByRole('button', { name: 'Filters (on)' }).click();
  await viewerPage.getByRole('switch', { name: 'Verified only' }).uncheck();
  await viewerPage.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(discoverCard).toBeVisible();
  await expect(discoverCard.getByRole('img', { name: 'Verified' })).toHaveCount(0);

  // The moderator sees a re-review: the selfie kept from the approval, the new picture marked, the removed one kept.
  await adminPage.reload();
  await adminPage.getByRole('tab', { name: 'Verification' }).click();
  const reReview = adminPage.getByRole('article', { name });
  await expect(reReview.getByText('Check again after a change')).toBeVisible();
  await expect(reReview.getByText('Selfie from the approval')).toBeVisible();
  await expect(reReview.getByText('New since the approval')).toBeVisible();
  const removedThumb = reReview.getByRole('img', { name: `Removed picture 1 of ${name}` });
  await expect.poll(() => removedThumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await reReview.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`${name} is now verified`)).toBeVisible();
  await adminContext.close();

  // The badge is back, for her and for the other member.
  await page.reload();
  await expect(card.getByText(/^Verified on /)).toBeVisible();
  await viewerPage.reload();
  await expect(discoverCard.getByRole('img', { name: 'Verified' })).toBeVisible();
  await viewerContext.close();
});
