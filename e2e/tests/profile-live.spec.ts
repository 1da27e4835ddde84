import { expect, test } from '@playwright/test';
import { adminThroughApi, givePicture } from '../support/admin';
import { openSignedIn } from '../support/memberActions';
import { createMember, placeFor } from '../support/members';

test("a moderator removes a picture: the member's open Edit Profile loses it without a reload", async ({ page, request }, testInfo) => {
  const huda = await createMember(request, { name: 'Huda', sex: 'female', place: placeFor('profileLive', testInfo) });
  const first = await givePicture(request, huda);
  await givePicture(request, huda);

  await openSignedIn(page, huda, '/app/edit-profile');
  const pictures = page.getByRole('list', { name: 'Your pictures' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  // The page must not be loaded again: a reload would show the change without any event.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const admin = await adminThroughApi(page, request);
  await admin.deletePicture(first.id);
  await expect(pictures).toHaveCount(1);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
