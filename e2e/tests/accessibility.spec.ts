import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { adminLogin, adminSignIn, givePicture } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { expectAccessible, LANGUAGES, useLanguage } from '../support/axe';
import { checkWizard } from '../support/axeScreens';
import { linkFromMail } from '../support/mail';
import { reportThroughApi, sendSelfieThroughApi } from '../support/memberActions';
import { createMember, likeThroughApi, placeFor } from '../support/members';
import { agreedStoryThroughApi } from '../support/stories';
import { london } from '../support/profile';
import { textsFor, type Texts } from '../support/texts';

/**
 * axe (WCAG 2.2 AA) on the signed-out pages, every step of the sign-up wizard and the admin area,
 * in English and Arabic, each in the light and the dark system theme. The /app screens are in
 * accessibility-member.spec.ts.
 */

test.use({ reducedMotion: 'reduce', geolocation: london, permissions: ['geolocation'] });


async function checkSignedOut(page: Page, tx: Texts) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: tx('landing.headline') })).toBeVisible();
  await expectAccessible(page, 'landing');

  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: tx('auth.signIn.tab') });
  await signIn.getByRole('button', { name: tx('auth.signIn.submit'), exact: true }).click();
  await expect(signIn.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'auth: sign in, with errors');
  await signIn.getByRole('button', { name: tx('auth.forgot.toggle') }).click();
  await expect(signIn.getByRole('form', { name: tx('auth.forgot.formLabel') })).toBeVisible();
  await expectAccessible(page, 'auth: forgot password');
  await signIn.getByRole('button', { name: tx('auth.signInLink.toggle') }).click();
  const linkForm = signIn.getByRole('form', { name: tx('auth.signInLink.formLabel') });
  await linkForm.getByRole('textbox').fill('nobody@example.test');
  await linkForm.getByRole('button', { name: tx('auth.signInLink.submit') }).click();
  await expect(signIn.getByRole('status').filter({ hasText: tx('auth.signInLink.sent') })).toBeVisible();
  await expectAccessible(page, 'auth: email me a sign-in link');
  await page.getByRole('tab', { name: tx('auth.signUp.tab') }).click();
  const signUp = page.getByRole('tabpanel', { name: tx('auth.signUp.tab') });
  await signUp.getByRole('button', { name: tx('auth.signUp.submit') }).click();
  await expect(signUp.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'auth: sign up, with errors');

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: tx('privacy.title') })).toBeVisible();
  await expectAccessible(page, 'privacy policy');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: tx('notFound.code') })).toBeVisible();
  await expectAccessible(page, '404');

  await page.goto('/guardian/accept');
  await expect(page.getByRole('alert')).toHaveText(tx('guardians.accept.missing'));
  await expectAccessible(page, 'guardian invitation: link incomplete');
  await page.goto('/guardian/stop?token=not-a-token-from-any-mail');
  await expect(page.getByRole('button', { name: tx('guardians.stop.button') })).toBeVisible();
  await expectAccessible(page, 'guardian: stop transcripts');
}

async function checkResetPassword(page: Page, tx: Texts, email: string) {
  const requested = await page.request.post('/api/auth/password-reset/request', { data: { email }, headers: { 'X-Requested-With': 'mithaq' } });
  expect(requested.ok()).toBe(true);
  await page.goto(await linkFromMail(email));
  await expect(page.getByRole('heading', { level: 1, name: tx('resetPassword.title') })).toBeVisible();
  await page.getByRole('button', { name: tx('resetPassword.submit') }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'reset password, with errors');
}

async function checkAdmin(page: Page, tx: Texts, name: string, storySignature: string) {
  await page.goto('/admin/login');
  await expect(page.getByLabel(tx('admin.login.username'))).toBeVisible();
  await expectAccessible(page, 'admin login');
  await adminLogin(page, e2eAdmin.email, e2eAdmin.password, tx);
  await expect(page.getByLabel(tx('admin.login.code'))).toBeVisible();
  await expectAccessible(page, 'admin login: authenticator code');
  await adminSignIn(page, e2eAdmin, tx);
  await expect(page.getByRole('heading', { level: 1, name: tx('admin.dashboardTitle') })).toBeVisible();
  await page.getByRole('searchbox', { name: tx('admin.search.label') }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'admin: profiles');

  for (const [open, dialog, label] of [
    [row.getByRole('button', { name, exact: true }), page.getByRole('dialog'), 'admin: profile details dialog'],
    [row.getByRole('button', { name: tx('admin.tokens.adjustLabel', { name }) }), page.getByRole('dialog', { name: tx('admin.tokens.title', { name }) }), 'admin: adjust tokens dialog'],
    [row.getByRole('button', { name: tx('admin.pictures.delete', { position: 1, name }) }), page.getByRole('alertdialog'), 'admin: delete picture dialog'],
    [row.getByRole('switch', { name: tx('admin.status.switchLabel', { name }) }), page.getByRole('alertdialog', { name: tx('admin.status.confirmTitle', { name }) }), 'admin: deactivate dialog'],
  ] as const) {
    await open.click();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, label);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.getByLabel(tx('accountControls.deletion.email')).fill('someone@example.test');
  await page.getByLabel(tx('accountControls.deletion.requestedBy')).fill('someone@example.test');
  await page.getByRole('button', { name: tx('accountControls.deletion.submit') }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'admin: deletion on request dialog');
  await page.keyboard.press('Escape');

  for (const [tab, ready, label] of [
    [tx('admin.tabs.reports'), page.getByRole('table', { name: tx('admin.reports.captionRisk') }), 'admin: reports'],
    [tx('admin.tabs.verification'), page.getByRole('article', { name }), 'admin: verification'],
    [tx('admin.tabs.stories'), page.getByRole('article', { name: storySignature }), 'admin: stories'],
    [tx('admin.tabs.audit'), page.getByRole('table', { name: tx('admin.audit.caption') }), 'admin: audit log'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(ready).toBeVisible();
    await expectAccessible(page, label);
    if (label === 'admin: reports') {
      // The decision dialog of the report about this member (the tab's only dialog).
      await page.getByRole('button', { name: tx('admin.reports.decide.openLabel', { name }) }).click();
      const decide = page.getByRole('dialog', { name: tx('admin.reports.decide.title', { name }) });
      await decide.getByRole('radio', { name: tx('admin.reports.decide.options.suspension') }).check();
      await expectAccessible(page, 'admin: decide dialog');
      await page.keyboard.press('Escape');
      await expect(decide).toBeHidden();
    }
  }
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ context }) => useLanguage(context, language));

    test('signed-out pages and the reset-password page have no axe violations', async ({ page, request }, testInfo) => {
      // Each screen checked twice, axe taking seconds a screen: 40 s to 2 minutes on a shared two-core machine.
      test.setTimeout(300_000);
      const tx = textsFor(language);
      await checkSignedOut(page, tx);
      const member = await createMember(request, { name: 'Safiya', sex: 'female', place: placeFor('adminAxe', testInfo) });
      await checkResetPassword(page, tx, member.email);
    });

    test('every step of the sign-up wizard has no axe violations', async ({ page }) => {
      test.setTimeout(300_000); // as above
      await checkWizard(page, textsFor(language));
    });

    test('the admin area, its tabs and dialogs have no axe violations', async ({ page, request }, testInfo) => {
      test.setTimeout(300_000); // as above
      const place = placeFor('adminAxe', testInfo);
      // A name no other test uses, so the admin's search finds only this member.
      const name = uniqueName(`Rukhsana${language.toUpperCase()}`);
      const member = await createMember(request, { name, sex: 'female', place });
      const reporter = await createMember(request, { name: 'Tariq', sex: 'male', place });
      await givePicture(request, member);
      // She liked him: he may report her (one only reports profiles one has met).
      await likeThroughApi(request, member, reporter);
      await reportThroughApi(request, reporter, member, 'Asked me for money twice');
      await sendSelfieThroughApi(request, member);
      // A success story waiting for review, so the Stories tab shows a card (its reason field, its buttons).
      const storySignature = `Z. & I., ${name}`;
      await agreedStoryThroughApi(request, place, { body: 'We met on Mithaq, alhamdulillah.', signature: storySignature });
      await checkAdmin(page, textsFor(language), name, storySignature);
    });
  });
}
