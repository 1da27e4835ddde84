import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { activate, expectFocused, tabTo } from '../support/keyboard';
import { profileIdOf, sendMessageThroughApi } from '../support/memberActions';
import { createMember, likeThroughApi, payThroughApi, placeFor, type Member, type Place } from '../support/members';
import { london, makePictures } from '../support/profile';

/**
 * The whole journey with the keyboard alone: no click, no fill, no mouse. Each control is reached
 * with Tab (tabTo also checks the focus is visible there) and used with the keys its role
 * expects: Enter, Space, the arrows, typing.
 */

test.use({ geolocation: london, permissions: ['geolocation'] });

/** The country's name as the filter dialog shows it (English). */
const countryName = (place: Place) => new Intl.DisplayNames(['en'], { type: 'region' }).of(place.country)!;

const password = 'keys-only-all-the-way';

async function signUp(page: Page, email: string) {
  await page.goto('/auth');
  await tabTo(page, page.getByRole('tab', { name: 'Sign In' }));
  // Tabs move with the arrow keys (and are chosen as they get the focus).
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeFocused();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await tabTo(page, panel.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, panel.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, panel.getByLabel('Confirm Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
}

async function basicInfo(page: Page) {
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Maryam');
  // The radio group is one Tab stop; the arrows choose within it.
  await tabTo(page, page.getByRole('radio', { name: 'Male', exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  // The date: three selects, chosen by typing, as on any native select.
  await tabTo(page, page.getByLabel('Year'));
  await page.keyboard.type('1996');
  await tabTo(page, page.getByLabel('Month'));
  await page.keyboard.type('March');
  await tabTo(page, page.getByLabel('Day'));
  await page.keyboard.type('21');
  await expect(page.getByLabel('Year')).toHaveValue('1996');
  await expect(page.getByLabel('Month')).toHaveValue('3');
  await expect(page.getByLabel('Day')).toHaveValue('21');
  await activate(page, page.getByRole('button', { name: 'Detect My Location' }));
  await expect(page.getByText('London, United Kingdom')).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

async function details(page: Page) {
  await tabTo(page, page.getByLabel('About Me'));
  await page.keyboard.type('Engineer, reader of history, fond of the sea.');
  await tabTo(page, page.getByLabel('Occupation'));
  await page.keyboard.type('Engineer');
  // Nationality: an ARIA combobox — type, arrow to the option, Enter.
  await tabTo(page, page.getByRole('combobox', { name: 'Nationality' }));
  await page.keyboard.type('Jord');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Selected nationalities' })).toContainText('Jordan');
  // Height: a slider, 1 cm per arrow.
  await tabTo(page, page.getByRole('slider', { name: 'Height' }));
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('162 cm')).toBeVisible();
  await tabTo(page, page.getByLabel('Marital Status'));
  await page.keyboard.type('Divorced');
  await expect(page.getByLabel('Marital Status')).toHaveValue('Divorced');
  await activate(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
}

async function pictures(page: Page) {
  // The picker is the browser's own file input: Space opens the system's file chooser.
  await tabTo(page, page.getByLabel('Add Pictures'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(await makePictures(1));
  await expect(page.getByRole('list', { name: 'Selected pictures' }).getByRole('img')).toHaveCount(1);
  await activate(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Complete Profile' }));
  await expect(page).toHaveURL(/\/app\/profiles$/);
}

/** Filters to the journey's own country, through the dialog, by keyboard. */
async function filterToPlace(page: Page, place: Place) {
  const name = countryName(place);
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await activate(page, filters);
  const dialog = page.getByRole('dialog', { name: 'Profile Filters' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('searchbox', { name: 'Search countries...' }));
  await page.keyboard.type(name);
  await activate(page, dialog.getByRole('checkbox', { name }), 'Space');
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  await activate(page, dialog.getByRole('button', { name: 'Apply Filters' }));
  await expect(dialog).toBeHidden();
  // The focus is back on the control that opened the dialog.
  await expectFocused(page.getByRole('button', { name: 'Filters (on)' }));
}

test('the whole journey works with the keyboard alone', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const place = placeFor('keyboard', testInfo);
  const email = uniqueEmail('keyboard');

  await signUp(page, email);
  await basicInfo(page);
  await details(page);
  await pictures(page);

  // Two members in her country: Omar liked her already; Bilal, the newest, comes first.
  const signIn = await request.post('/api/auth/sign-in', { data: { email, password }, headers: { 'X-Requested-With': 'mithaq' } });
  const maryam: Member = { id: '', name: 'Maryam', email, accessToken: ((await signIn.json()) as { accessToken: string }).accessToken };
  maryam.id = await profileIdOf(request, maryam.accessToken);
  const omar = await createMember(request, { name: 'Omar', sex: 'male', place });
  await likeThroughApi(request, omar, maryam);
  await createMember(request, { name: 'Bilal', sex: 'male', place });

  await activate(page, page.getByRole('button', { name: 'No thanks' }));
  await filterToPlace(page, place);

  // Pass Bilal, like Omar: a match, and the chat opens.
  await expect(page.getByRole('heading', { level: 2, name: /^Bilal, \d+$/ })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Pass', exact: true }));
  await expect(page.getByRole('heading', { level: 2, name: /^Omar, \d+$/ })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Like', exact: true }));
  // Told through the toaster's polite live region.
  await expect(page.locator('[aria-live="polite"]').getByText('You have a new match!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/chat\/[0-9a-f-]{36}$/);
  const matchId = page.url().split('/').pop()!;

  // Back to Matches and into the match again, from its row.
  await activate(page, page.getByRole('link', { name: 'Back to Matches' }));
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await activate(page, page.getByRole('link', { name: /Omar/ }));
  await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`));

  // She pays; Omar pays on his phone; the chat unlocks where she is.
  await activate(page, page.getByRole('button', { name: 'Pay 3 tokens' }));
  await expect(page.getByText('Payment successful. Waiting for Omar to pay.')).toBeVisible();
  await payThroughApi(request, omar, matchId);
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await tabTo(page, input);
  await page.keyboard.type('Assalamu alaikum, Omar');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Assalamu alaikum, Omar')).toBeVisible();
  // His answer arrives in the same polite log, where a screen reader reads it out.
  await sendMessageThroughApi(request, omar, matchId, 'Wa alaikum assalam, Maryam');
  await expect(page.getByRole('log').getByText('Wa alaikum assalam, Maryam')).toBeVisible();

  // Unmatch from the chat's menu: the confirmation starts on Cancel, Tab reaches Unmatch.
  const menu = page.getByRole('button', { name: 'Chat options' });
  await activate(page, menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await activate(page, page.getByRole('button', { name: 'Unmatch', exact: true }));
  const confirm = page.getByRole('alertdialog', { name: 'Unmatch Omar?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await activate(page, confirm.getByRole('button', { name: 'Unmatch' }));
  await expect(page.getByText('This match has ended. You can read your messages, but not send new ones.')).toBeVisible();
  // The menu closed with the dialog: the focus is back on its button, not lost.
  await expectFocused(menu);
});
