import { expect, test } from '@playwright/test';
import { expectAccessible, LANGUAGES, useLanguage } from '../support/axe';

test.use({ reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ context }) => useLanguage(context, language));

    test('signed-out pages have no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'landing');

      await page.goto('/auth');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page, 'auth: sign in');
      await page.getByRole('tab').nth(1).click();
      await expectAccessible(page, 'auth: sign up');

      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'privacy policy');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expectAccessible(page, '404');

      await page.goto('/guardian/accept');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, 'guardian accept');
    });
  });
}
