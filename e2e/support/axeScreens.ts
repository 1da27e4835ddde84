import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { expectAccessible } from './axe';
import { closeDialog } from './dialogs';
import { makePictures } from './profile';
import type { Texts } from './texts';

/**
 * The screens a member fills in, checked by axe in every language (accessibility.spec.ts and
 * accessibility-member.spec.ts in English and Arabic, accessibility-languages.spec.ts in the others).
 */

/** The intentions the wizard answers (issue 28); polygyny is left out, so the review also shows "Not stated". */
export const WIZARD_INTENTIONS = { marryWithin: '1year', relocate: 'withinCountry', hasChildren: 'no', wantsChildren: 'open', prayer: 'usually' } as const;

/** The intentions' fieldset, on the wizard's details step and on Edit Profile. */
export const intentionsGroup = (page: Page, tx: Texts) => page.getByRole('group', { name: tx('intentions.title') });

/** The select of one intentions question inside `intentionsGroup`. */
export const intentionSelect = (page: Page, tx: Texts, question: string) =>
  intentionsGroup(page, tx).getByLabel(tx(`intentions.questions.${question}`), { exact: true });

/**
 * The wizard from a fresh sign-up: each step empty (its errors shown), then filled (the details
 * step with its optional intentions answered), to the end. The member it makes is signed in after.
 */
export async function checkWizard(page: Page, tx: Texts) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: tx('auth.signUp.tab') }).click();
  const signUp = page.getByRole('tabpanel', { name: tx('auth.signUp.tab') });
  await signUp.getByLabel(tx('auth.fields.email')).fill(uniqueEmail('a11y-wizard'));
  await signUp.getByLabel(tx('auth.fields.password'), { exact: true }).fill('a-quiet-garden-at-dawn');
  await signUp.getByLabel(tx('auth.fields.confirmPassword')).fill('a-quiet-garden-at-dawn');
  await signUp.getByRole('button', { name: tx('auth.signUp.submit') }).click();
  await expect(page).toHaveURL(/\/signup$/);

  const cont = page.getByRole('button', { name: tx('signup.continue'), exact: true });
  await expect(page.getByText(tx('signup.stepIndicator', { current: 1, total: 4 }))).toBeVisible();
  await cont.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'wizard step 1, with errors');
  // Exact: Turkish names it "Ad", which "Kadın" (the radio beside) contains.
  await page.getByLabel(tx('profiles.fields.name'), { exact: true }).fill('Maryam');
  await page.getByRole('radio').nth(1).check();
  await page.getByLabel(tx('profiles.birthday.year')).selectOption({ index: 10 });
  await page.getByLabel(tx('profiles.birthday.month')).selectOption({ index: 6 });
  await page.getByLabel(tx('profiles.birthday.day')).selectOption({ index: 15 });
  await page.getByRole('button', { name: tx('profiles.location.detect') }).click();
  await expect(page.getByTestId('detected-location')).toBeVisible();
  await expectAccessible(page, 'wizard step 1, filled');
  await cont.click();

  await expect(page.getByText(tx('signup.stepIndicator', { current: 2, total: 4 }))).toBeVisible();
  await cont.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'wizard step 2, with errors');
  await page.getByLabel(tx('profiles.fields.aboutMe')).fill('I teach mathematics and love long walks.');
  const nationality = page.getByRole('combobox', { name: tx('profiles.fields.nationality') });
  await nationality.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'wizard step 2, nationality list open');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: tx('profiles.nationality.selected') }).getByRole('listitem')).toHaveCount(1);
  for (const [question, answer] of Object.entries(WIZARD_INTENTIONS)) await intentionSelect(page, tx, question).selectOption(answer);
  await expectAccessible(page, 'wizard step 2, filled with intentions');
  await cont.click();

  await expect(page.getByText(tx('signup.stepIndicator', { current: 3, total: 4 }))).toBeVisible();
  await expectAccessible(page, 'wizard step 3');
  await page.getByLabel(tx('pictures.add')).setInputFiles(await makePictures(2));
  await expect(page.getByRole('list', { name: tx('pictures.selectedList') }).getByRole('img')).toHaveCount(2);
  await expectAccessible(page, 'wizard step 3, two pictures');
  await cont.click();

  await expect(page.getByText(tx('signup.stepIndicator', { current: 4, total: 4 }))).toBeVisible();
  const intentions = page.getByRole('region', { name: tx('intentions.title') });
  await expect(intentions).toContainText(tx('intentions.answers.1year'));
  await expect(intentions).toContainText(tx('intentions.notStated'));
  await expectAccessible(page, 'wizard step 4 (review)');
  await page.getByRole('button', { name: tx('signup.complete.submit') }).click();
  await expect(page).toHaveURL(/\/app\/profiles$/);
}

/**
 * Edit Profile of a signed-in member with two pictures: the form with its intentions, the
 * picture removal's confirmation, and the form with an error (the name emptied).
 */
export async function checkEditProfile(page: Page, tx: Texts) {
  await page.goto('/app/edit-profile');
  const save = page.getByRole('button', { name: tx('editProfile.save') });
  await expect(save).toBeVisible();
  await expect(intentionsGroup(page, tx)).toBeVisible();
  await expectAccessible(page, 'edit profile');
  const removePicture = page.getByRole('button', { name: tx('pictures.remove', { number: 2 }) });
  await removePicture.click();
  await expect(page.getByRole('alertdialog', { name: tx('pictures.manager.confirmTitle') })).toBeVisible();
  await expectAccessible(page, 'edit profile: remove picture confirmation');
  await closeDialog(page, removePicture);

  const name = page.getByLabel(tx('profiles.fields.name'), { exact: true });
  await name.fill('');
  await save.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // The toast that repeats it is in the page's font (sonner's own lacks letters of Urdu: axe cannot see that).
  const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('font-family', pageFont);
  // It leaves after 4 s: measured half-faded, it would make the run flaky.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page, 'edit profile, with errors');
}
