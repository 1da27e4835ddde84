import { expect, test, type Browser } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { useLanguage } from '../support/axe';
import { sendMessageThroughApi } from '../support/memberActions';
import { createMember, matchThroughApi, payThroughApi, placeFor, signInAs } from '../support/members';

// The shared admin account may have been left in Arabic by the accessibility specs: this spec reads English.
test.beforeEach(async ({ context }) => useLanguage(context, 'en'));

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  await useLanguage(context, 'en');
  return context.newPage();
}

test('he asks for money: she sees the stronger warning and reports from it; the moderator reads his messages quoted with the flagged one marked, warns him; she sees "Handled" and a notification that names nobody', async ({ browser, page, request }, testInfo) => {
  const place = placeFor('reports', testInfo);
  const her = await createMember(request, { name: uniqueName('Salma'), sex: 'female', place });
  const him = await createMember(request, { name: uniqueName('Tariq'), sex: 'male', place });
  const matchId = await matchThroughApi(request, her, him);
  await payThroughApi(request, him, matchId, true);
  await sendMessageThroughApi(request, him, matchId, 'Assalamu alaikum, nice to meet you');
  await sendMessageThroughApi(request, her, matchId, 'Wa alaikum assalam');
  const money = 'Please send me 300 dollars by Western Union';
  await sendMessageThroughApi(request, him, matchId, money);

  await signInAs(page, her);
  await page.goto(`/app/chat/${matchId}`);
  // The scam shield's stronger warning beside his message, with one tap to report.
  const warning = page.getByTestId('chat-message').filter({ hasText: money }).getByRole('note');
  await expect(warning).toContainText('Mithaq members never need to ask you for money');
  await warning.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${him.name}` });
  await expect(dialog.getByRole('radio', { name: 'Asked for money' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText(`Report submitted for ${him.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/matches/);

  const moderator = await adminPage(browser);
  await adminSignIn(moderator, e2eAdmin);
  await moderator.getByRole('tab', { name: 'Reports' }).click();
  const row = moderator.getByRole('row', { name: new RegExp(`^${him.name}`) });
  await expect(row.getByText('Asked for money')).toBeVisible();
  await expect(row.getByText('Reported from a chat')).toBeVisible();
  await expect(row.getByText(/1 member reported · 1 money flag/)).toBeVisible();
  await row.getByText('The last 3 messages of the chat').click();
  const quoted = row.getByRole('list', { name: `Messages between ${her.name} and ${him.name}` });
  await expect(quoted.getByRole('listitem')).toHaveCount(3);
  await expect(quoted.getByRole('listitem').nth(2)).toContainText(him.name);
  await expect(quoted.getByRole('listitem').nth(2)).toContainText(money);
  await expect(quoted.getByRole('listitem').nth(2)).toContainText('Money request');
  await expect(quoted.getByRole('listitem').nth(0)).not.toContainText('Money request');
  await expect(quoted.getByRole('listitem').nth(1)).toContainText(her.name);

  await row.getByRole('button', { name: `Decide on the report about ${him.name}` }).click();
  const decide = moderator.getByRole('dialog', { name: `Decide on the report about ${him.name}` });
  await decide.getByRole('radio', { name: 'Warning' }).check();
  await decide.getByLabel('Reason').fill('Members must never ask for money');
  await decide.getByRole('button', { name: 'Record decision' }).click();
  await expect(moderator.getByText('Decision recorded')).toBeVisible();
  await moderator.getByRole('button', { name: 'All', exact: true }).click();
  await expect(moderator.getByRole('row', { name: new RegExp(`^${him.name}`) }).getByText('Warning: Members must never ask for money')).toBeVisible();
  await moderator.context().close();

  await page.goto('/app/account');
  const mine = page.getByRole('list', { name: 'Your reports' }).getByRole('listitem').filter({ hasText: him.name });
  await expect(mine).toContainText('Asked for money');
  await expect(mine).toContainText('Handled');
  await expect(mine).not.toContainText('Warning');
  // Her bell says so without naming him: the same words are the push on a phone's lock screen.
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const handled = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Your report was handled' });
  await expect(handled).toContainText('Your report was handled. Thank you for keeping Mithaq safe.');
  await expect(handled).not.toContainText(him.name);
});
