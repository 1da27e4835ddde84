import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, LANGUAGES, useLanguage } from '../support/axe';
import { openSignedIn } from '../support/memberActions';
import { createMember, onlyPlaceInDeck, placeFor, uploadPicture } from '../support/members';
import { makePictures } from '../support/profile';
import { textsFor } from '../support/texts';

// A phone: a finger swipes the card's pictures.
test.use({ viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true });

/**
 * A finger's swipe across the carousel: touch events through the DevTools protocol, which
 * Chromium turns into a real touch scroll of the scroller, then scroll-snap settles it on the
 * next picture. `towards`: the way the finger moves on the screen.
 */
async function swipe(page: Page, carousel: Locator, towards: 'left' | 'right') {
  const box = (await carousel.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const start = Math.round(box.x + box.width * (towards === 'left' ? 0.8 : 0.2));
  const step = Math.round((towards === 'left' ? -0.06 : 0.06) * box.width);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
  for (let move = 1; move <= 10; move += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start + move * step, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Swipes until `dot` is the current one. The deck's page may still move under the finger as
 * it settles (the newsletter question above it comes in): a touch that landed beside the carousel
 * is made again, one that scrolled it is not (a second swipe would go one picture further).
 */
async function swipeTo(page: Page, carousel: Locator, towards: 'left' | 'right', dot: Locator) {
  await expect(async () => {
    if ((await dot.getAttribute('aria-current')) !== 'true') await swipe(page, carousel, towards);
    await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

for (const language of LANGUAGES) {
  test(`a finger swipes through a card's pictures, the dots follow, and the carousel has no axe violations (${language})`, async ({ page, context, request }, testInfo) => {
    test.slow(); // three pictures uploaded, and axe twice
    const tx = textsFor(language);
    const place = placeFor(language === 'en' ? 'carouselEn' : 'carouselAr', testInfo);
    const name = 'Safiya';
    const woman = await createMember(request, { name, sex: 'female', place });
    for (const file of await makePictures(3)) await uploadPicture(request, woman, fs.readFileSync(file));
    const man = await createMember(request, { name: 'Bashir', sex: 'male', place });

    await useLanguage(context, language);
    await onlyPlaceInDeck(page, man, place);
    await openSignedIn(page, man, '/app/profiles');
    const carousel = page.getByRole('region', { name: tx('discover.card.pictures', { name }) });
    await expect(carousel).toBeVisible();
    const dot = (number: number) => carousel.getByRole('button', { name: tx('discover.card.show', { number, total: 3 }) });
    const picture = (number: number) => carousel.getByRole('img', { name: tx('discover.card.picture', { number, total: 3 }) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(picture(1)).toBeVisible();

    // Forward is to the left in English, to the right in Arabic: the finger moves the other way.
    await swipeTo(page, carousel, language === 'ar' ? 'right' : 'left', dot(2));
    await expect(dot(1)).not.toHaveAttribute('aria-current');
    await expect(picture(2)).toBeInViewport({ ratio: 0.9 });
    // The buttons scroll the same scroller: the third picture slides in, and back with the dot.
    await carousel.getByRole('button', { name: tx('discover.card.next') }).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(picture(3)).toBeInViewport({ ratio: 0.9 });
    await swipeTo(page, carousel, language === 'ar' ? 'left' : 'right', dot(2));
    await dot(1).click();
    await expect(picture(1)).toBeInViewport({ ratio: 0.9 });

    await expectAccessible(page, `discover card with three pictures (${language})`);
  });
}
