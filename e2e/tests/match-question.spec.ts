import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGUAGES, useLanguage, type Language } from '../support/axe';
import { openSignedIn } from '../support/memberActions';
import { createMember, matchThroughApi, placeFor, uploadPicture, type Member } from '../support/members';
import { makePictures } from '../support/profile';
import { textsFor } from '../support/texts';
import { expectToastShown, recordToasts } from '../support/toasts';

/** The server's refusal as the app shows it in `language` (contract/src/locales; English is the registry's text). */
function answerFirst(language: Language, name: string) {
  const file = path.resolve(import.meta.dirname, `../../contract/src/locales/${language}/server.json`);
  const template = language === 'en' ? "Answer {{name}}'s question before unlocking the chat." : (JSON.parse(fs.readFileSync(file, 'utf8')) as { matchQuestion: { answerFirst: string } }).matchQuestion.answerFirst;
  return template.replace('{{name}}', name);
}

const openChat = async (page: Page, member: Member, matchId: string) => {
  await openSignedIn(page, member, `/app/chat/${matchId}`);
  await recordToasts(page);
};

for (const language of LANGUAGES) {
  test(`she asks "Are you currently married?"; he answers before paying, and she reads it before she pays (${language})`, async ({ browser, page, context, request }, testInfo) => {
    test.slow(); // two members, Edit Profile and both payment cards, each checked by axe
    const tx = textsFor(language);
    const married = tx('matchQuestion.suggestions.married');
    const place = placeFor('matchQuestion', testInfo);
    const salma = await createMember(request, { name: 'Salma', sex: 'female', place });
    const bilal = await createMember(request, { name: 'Bilal', sex: 'male', place });
    const [picture] = await makePictures(1);
    await uploadPicture(request, salma, fs.readFileSync(picture!));
    await useLanguage(context, language);

    // Salma sets her question in Edit Profile from a quick pick.
    await openSignedIn(page, salma, '/app/edit-profile');
    await page.getByRole('group', { name: tx('matchQuestion.suggestionsLabel') }).getByRole('button', { name: married }).click();
    await expect(page.getByRole('textbox', { name: tx('matchQuestion.label') })).toHaveValue(married);
    await expectAccessible(page, 'edit profile: the question for matches');
    await page.getByRole('button', { name: tx('editProfile.save') }).click();
    await expect(page).toHaveURL(/\/app\/account$/);

    const matchId = await matchThroughApi(request, salma, bilal);

    // Bilal tries to unlock: he is asked to answer her question first, and nothing is paid.
    const bilalContext = await browser.newContext();
    await useLanguage(bilalContext, language);
    const bilalPage = await bilalContext.newPage();
    await openChat(bilalPage, bilal, matchId);
    const question = bilalPage.getByRole('region', { name: tx('matchQuestion.card.theirQuestion', { name: 'Salma' }) });
    await expect(question).toContainText(married);
    await expectAccessible(bilalPage, 'payment card: her question');
    const pay = bilalPage.getByRole('button', { name: tx('matches.payment.pay', { count: 3 }) });
    await pay.click();
    await expectToastShown(bilalPage, answerFirst(language, 'Salma'));
    const answer = question.getByRole('textbox', { name: tx('matchQuestion.card.answerLabel') });
    await expect(answer).toBeFocused();

    // He answers, then pays.
    await answer.fill('No, never married');
    await question.getByRole('button', { name: tx('matchQuestion.card.send') }).click();
    await expect(question.getByText(tx('matchQuestion.card.answered'))).toBeVisible();
    await pay.click();
    await expectToastShown(bilalPage, tx('matches.payment.waitingForThem', { name: 'Salma' }));

    // Salma's payment card shows his answer before she pays; then she unlocks the chat.
    await openChat(page, salma, matchId);
    const mine = page.getByRole('region', { name: tx('matchQuestion.card.yourQuestion') });
    await expect(mine).toContainText(married);
    await expect(mine.getByTestId('their-answer')).toHaveText(`${tx('matchQuestion.card.theirAnswer', { name: 'Bilal' })} No, never married`);
    await expect(page.getByText(tx('matches.payment.theyPaid', { name: 'Bilal' }))).toBeVisible();
    await expectAccessible(page, 'payment card: his answer');
    await page.getByRole('button', { name: tx('matches.payment.pay', { count: 3 }) }).click();
    await expectToastShown(page, tx('matches.payment.unlocked'));
    await bilalContext.close();
  });
}
