import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { expectAccessible, LANGUAGES, useLanguage } from '../support/axe';
import { openSignedIn } from '../support/memberActions';
import { createMember, placeFor } from '../support/members';
import { textsFor } from '../support/texts';

for (const language of LANGUAGES) {
  test(`a member asks to correct the gender from Edit Profile and a moderator corrects it from the queue (${language})`, async ({ browser, page, context, request }, testInfo) => {
    test.slow(); // a member and an admin, the dialog and the queue item each checked by axe in both themes
    const tx = textsFor(language);
    const name = uniqueName('Yahya');
    const reason = `I tapped the wrong gender when I signed up (${testInfo.project.name}, ${language}).`;
    const member = await createMember(request, { name, sex: 'male', place: placeFor('genderCorrection', testInfo) });
    const [male, female] = [tx('profiles.sexes.male'), tx('profiles.sexes.female')];
    await useLanguage(context, language);

    // The member asks from Edit Profile, where the gender stays read-only.
    await openSignedIn(page, member, '/app/edit-profile');
    const gender = page.getByRole('textbox', { name: tx('profiles.fields.gender'), exact: true });
    await expect(gender).toHaveValue(male);
    await expect(gender).toHaveAttribute('readonly');
    await page.getByRole('button', { name: tx('editProfile.sexCorrection.ask') }).click();
    const dialog = page.getByRole('dialog', { name: tx('editProfile.sexCorrection.title') });
    await dialog.getByLabel(tx('editProfile.sexCorrection.reason')).fill(reason);
    await expectAccessible(page, 'edit profile: the gender correction dialog');
    await dialog.getByRole('button', { name: tx('editProfile.sexCorrection.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(tx('editProfile.sexCorrection.requested'))).toBeVisible();
    await expect(page.getByRole('button', { name: tx('editProfile.sexCorrection.ask') })).toHaveCount(0);
    await expect(gender).toHaveValue(male);

    // A moderator finds it in the Corrections tab with the reason, and corrects it.
    const adminContext = await browser.newContext();
    await useLanguage(adminContext, language);
    const adminPage = await adminContext.newPage();
    await adminSignIn(adminPage, e2eAdmin, tx);
    await adminPage.getByRole('tab', { name: tx('admin.tabs.corrections') }).click();
    const item = adminPage.getByRole('article', { name });
    await expect(item.getByText(reason)).toBeVisible();
    await expect(item.getByText(tx('admin.sexCorrections.change', { current: male, requested: female }))).toBeVisible();
    await expectAccessible(adminPage, 'admin: a gender correction request in the queue');
    await item.getByRole('button', { name: tx('admin.sexCorrections.correct', { sex: female }) }).click();
    await expect(adminPage.getByText(tx('admin.sexCorrections.corrected', { name, sex: female }))).toBeVisible();
    await expect(item).toHaveCount(0);
    await adminContext.close();

    // Edit Profile shows the corrected gender, with nothing waiting any more.
    await page.reload();
    await expect(gender).toHaveValue(female);
    await expect(page.getByRole('button', { name: tx('editProfile.sexCorrection.ask') })).toBeVisible();
  });
}
