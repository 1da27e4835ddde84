import { expect, test, type Browser, type Page } from '@playwright/test';
import { openSignedIn } from '../support/memberActions';
import { createMember, matchThroughApi, payThroughApi, placeFor, type Member } from '../support/members';

const messageInput = (page: Page) => page.getByPlaceholder('Type a message...');
const bubble = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

async function chatOf(browser: Browser, member: Member, matchId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, member, `/app/chat/${matchId}`);
  await expect(messageInput(page)).toBeEnabled();
  return page;
}

test('the scam shield: he is asked before sharing his WhatsApp number, she is warned beside it; his money request warns her more strongly and tells him nothing', async ({ browser, request }, testInfo) => {
  // Never opens a deck: the chat's places are shared.
  const place = placeFor('chat', testInfo);
  const maryam = await createMember(request, { name: 'Maryam', sex: 'female', place });
  const khalid = await createMember(request, { name: 'Khalid', sex: 'male', place });
  const matchId = await matchThroughApi(request, maryam, khalid);
  await payThroughApi(request, maryam, matchId, true);
  const his = await chatOf(browser, khalid, matchId);
  const hers = await chatOf(browser, maryam, matchId);

  const number = 'Add me on WhatsApp: +44 7700 900123';
  await messageInput(his).fill(number);
  await messageInput(his).press('Enter');
  const question = his.getByRole('alertdialog', { name: 'Share a way to talk outside Mithaq?' });
  await expect(question).toContainText('For your safety, keep talking on Mithaq until you have met with family');
  await question.getByRole('button', { name: 'Send anyway' }).click();
  await expect(question).toBeHidden();
  await expect(bubble(his, number)).toBeVisible();
  await expect(his.getByRole('note')).toHaveCount(0);

  const contactNote = bubble(hers, number).getByRole('note');
  await expect(contactNote).toContainText('This message shares a way to talk outside Mithaq');
  await expect(contactNote.getByRole('button', { name: 'Report' })).toBeVisible();

  const money = 'Can you send me money through Western Union?';
  await messageInput(his).fill(money);
  await messageInput(his).press('Enter');
  await expect(bubble(his, money)).toBeVisible();
  // Asked once per chat only, and never about money.
  await expect(his.getByRole('alertdialog')).toHaveCount(0);
  const moneyNote = bubble(hers, money).getByRole('note');
  await expect(moneyNote).toContainText('Mithaq members never need to ask you for money');
  await expect(moneyNote.getByRole('button', { name: 'Report' })).toBeVisible();

  // He sees no warning on his own messages, also after a reload (the history).
  await his.reload();
  await expect(bubble(his, money)).toBeVisible();
  await expect(his.getByRole('note')).toHaveCount(0);
  await his.context().close();
  await hers.context().close();
});
