import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('landing page leads to sign-in from both calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /sign in|join now/i })).toHaveCount(0);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Find your perfect halal match')).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Already a Member?' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('landing page shows the three promises and the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('2025');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('privacy policy covers what the spec promises and goes back home', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const text of [/18/, /selfie/i, /verification badge/i, /guardian/i, /transcript/i, /2 years/i, /Delete My Account/, /Last updated November 27, 2026/, /HMAC\) of your e-mail address/, /180 days after each was first shown/]) {
      await expect(page.getByRole('main')).toContainText(text);
    }
    await page.getByRole('link', { name: 'Back to Home' }).or(page.getByRole('button', { name: 'Back to Home' })).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the document declares its language and direction', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('route guards for a signed-out visitor', () => {
  for (const path of ['/app/profiles', '/app/matches', '/app/chat/abc', '/app/edit-profile']) {
    test(`${path} goes to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  for (const path of ['/signup', '/signup/details', '/signup/review']) {
    test(`${path} goes to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('the admin dashboard goes to the admin login, which is not indexed', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('public pages stay reachable', async ({ page }) => {
    for (const path of ['/auth', '/privacy-policy']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test('the page renders without console errors or CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toBeVisible();
  expect(problems).toEqual([]);
});
