import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, matchThroughApi, payThroughApi, placeFor, signInAs, type Member } from '../support/members';

async function signedInPage(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, member);
  return page;
}

const messageInput = (page: Page) => page.getByPlaceholder('Type a message...');

test('two members match, each pays 3 tokens, the chat unlocks for both and they talk live', async ({ browser, page, request }, testInfo) => {
  const place = placeFor('chat', testInfo);
  const amina = await createMember(request, { name: 'Amina', sex: 'female', place });
  const omar = await createMember(request, { name: 'Omar', sex: 'male', place });
  const matchId = await matchThroughApi(request, amina, omar);

  await signInAs(page, amina);
  await page.getByRole('link', { name: /^Matches/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await expect(page.getByText('Start a conversation')).toBeVisible();
  await page.getByRole('link', { name: /Omar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/chat/${matchId}$`));
  await expect(page.getByText('Time left to unlock the chat')).toBeVisible();
  await page.getByRole('button', { name: 'Pay 3 tokens' }).click();
  await expect(page.getByText('Payment successful. Waiting for Omar to pay.')).toBeVisible();
  await expect(page.getByText('Both users must pay to unlock chat before sending messages.')).toBeVisible();
  await expect(messageInput(page)).toBeDisabled();

  const omarPage = await signedInPage(browser, omar);
  await omarPage.goto(`/app/chat/${matchId}`);
  await expect(omarPage.getByText('Amina has paid.')).toBeVisible();
  await omarPage.getByRole('button', { name: 'Pay 3 tokens' }).click();
  await expect(omarPage.getByText('Payment successful. Your chat is unlocked!')).toBeVisible();
  await expect(messageInput(omarPage)).toBeEnabled();

  // Amina's open chat unlocks without a reload.
  await expect(messageInput(page)).toBeEnabled();
  await messageInput(page).fill('Assalamu alaikum, Omar');
  await messageInput(page).press('Enter');
  await expect(omarPage.getByText('Assalamu alaikum, Omar')).toBeVisible();
  await expect(omarPage.getByText('Your turn to reply')).toBeVisible();
  // He has it on screen: it is marked read (Amina sees the mark) before he leaves the chat.
  await expect(page.getByRole('img', { name: 'Read' })).toHaveCount(1, { timeout: 10_000 });

  // On his Matches page the next message shows as unread, live.
  await omarPage.getByRole('link', { name: 'Back to Matches' }).click();
  await messageInput(page).fill('How is your day going?');
  await messageInput(page).press('Enter');
  await expect(omarPage.getByText('How is your day going?')).toBeVisible();
  await expect(omarPage.getByText('1 unread message').first()).toBeVisible();
  await omarPage.getByRole('link', { name: /Amina/ }).click();
  await expect(omarPage.getByText('How is your day going?')).toBeVisible();
  // Opening the chat marks it read; Amina sees it.
  await expect(page.getByRole('img', { name: 'Read' })).toHaveCount(2, { timeout: 10_000 });
  await omarPage.context().close();
});

test('an unmatch makes the open chat read-only and moves it to Unmatched', async ({ browser, page, request }, testInfo) => {
  const place = placeFor('unmatch', testInfo);
  const huda = await createMember(request, { name: 'Huda', sex: 'female', place });
  const zaid = await createMember(request, { name: 'Zaid', sex: 'male', place });
  const matchId = await matchThroughApi(request, huda, zaid);
  await payThroughApi(request, zaid, matchId, true);

  const zaidPage = await signedInPage(browser, zaid);
  await zaidPage.goto(`/app/chat/${matchId}`);
  await expect(messageInput(zaidPage)).toBeEnabled();

  await signInAs(page, huda);
  await page.goto(`/app/chat/${matchId}`);
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('button', { name: 'Unmatch', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Unmatch Zaid?' }).getByRole('button', { name: 'Unmatch' }).click();
  await expect(page.getByText('This match has ended. You can read your messages, but not send new ones.')).toBeVisible();

  // His open chat turns read-only by itself.
  await expect(zaidPage.getByText('This match has ended. You can read your messages, but not send new ones.')).toBeVisible();
  await expect(messageInput(zaidPage)).toBeHidden();

  // She unmatched: she may rematch; he may only read.
  await page.goto('/app/unmatched');
  await expect(page.getByRole('button', { name: 'Rematch (3 tokens)' })).toBeVisible();
  await zaidPage.goto('/app/unmatched');
  await expect(zaidPage.getByRole('row', { name: /Huda/ }).getByRole('link', { name: 'View Chat' })).toBeVisible();
  await expect(zaidPage.getByRole('button', { name: 'Rematch (3 tokens)' })).toBeHidden();
  await zaidPage.context().close();
});
