import { expect, test } from '@playwright/test';
import { uniqueName } from '../support/accounts';
import { sendMessageThroughApi } from '../support/memberActions';
import { cardOf, createMember, matchThroughApi, onlyPlaceInDeck, payThroughApi, placeFor, signInAs } from '../support/members';
import { expectToastShown, recordToasts } from '../support/toasts';

const ANSWER_FIRST = 'Some of your matches have been waiting more than a day for your reply. Answer or release one of them before liking someone new.';

/** Letters only (names and the e-mail made from them): this run's members are told apart from earlier runs'. */

// The e2e server counts a chat as waiting "over a day" at once (REPLY_OVERDUE_AFTER_HOURS=0 in
// playwright.config.ts): its clock is the real one, which a spec cannot move.
test('a member with 3 chats waiting for his reply cannot like, sees why and which chats; answering one lets him like again', async ({ page, request }, testInfo) => {
  test.slow(); // four members, three matches unlocked and written in
  const place = placeFor('replyOrRelease', testInfo);
  const man = await createMember(request, { name: uniqueName('Yusuf'), sex: 'male', place });
  const waiting = [];
  for (const name of ['Maryam', 'Aisha', 'Khadija']) {
    const woman = await createMember(request, { name: uniqueName(name), sex: 'female', place });
    const matchId = await matchThroughApi(request, woman, man);
    await payThroughApi(request, woman, matchId, true);
    await sendMessageThroughApi(request, woman, matchId, 'Assalamu alaikum');
    waiting.push({ ...woman, matchId });
  }
  const zaynab = await createMember(request, { name: uniqueName('Zaynab'), sex: 'female', place });

  await onlyPlaceInDeck(page, man, place);
  await signInAs(page, man);
  const notice = page.getByRole('region', { name: 'Your matches are waiting for your reply' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(ANSWER_FIRST)).toBeVisible();
  for (const woman of waiting) {
    await expect(notice.getByRole('link', { name: woman.name })).toHaveAttribute('href', `/app/chat/${woman.matchId}`);
  }

  // The like is refused: the toast says why and Zaynab's card stays.
  await expect(cardOf(page, zaynab.name)).toBeVisible();
  await recordToasts(page);
  await page.getByRole('button', { name: 'Like' }).click();
  await expectToastShown(page, ANSWER_FIRST);
  await expect(cardOf(page, zaynab.name)).toBeVisible();

  // He answers Maryam from her chat, found through the notice: likes are open again.
  await notice.getByRole('link', { name: waiting[0]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/app/chat/${waiting[0]!.matchId}$`));
  await sendMessageThroughApi(request, man, waiting[0]!.matchId, 'Wa alaikum assalam');
  await page.goto('/app/profiles');
  await expect(cardOf(page, zaynab.name)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await recordToasts(page);
  await page.getByRole('button', { name: 'Like' }).click();
  await expectToastShown(page, `You liked ${zaynab.name}`);
});
