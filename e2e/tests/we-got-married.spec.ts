import { expect, test, type Browser, type Page } from '@playwright/test';
import { cardOf, createMember, matchThroughApi, onlyPlaceInDeck, payThroughApi, placeFor, signInAs, type Member, type Place } from '../support/members';

async function signedInPage(browser: Browser, member: Member, place?: Place): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (place) await onlyPlaceInDeck(page, member, place);
  await signInAs(page, member);
  return page;
}

test('both confirm "We got married", and neither appears in a third member\'s deck', async ({ browser, page, request }, testInfo) => {
  const place = placeFor('married', testInfo);
  const amina = await createMember(request, { name: 'Amina', sex: 'female', place });
  const omar = await createMember(request, { name: 'Omar', sex: 'male', place });
  const khalid = await createMember(request, { name: 'Khalid', sex: 'male', place });
  const fatima = await createMember(request, { name: 'Fatima', sex: 'female', place });
  const matchId = await matchThroughApi(request, amina, omar);
  await payThroughApi(request, omar, matchId, true);

  await signInAs(page, amina);
  await page.goto(`/app/chat/${matchId}`);
  await page.getByRole('button', { name: 'Chat options' }).click();
  await page.getByRole('button', { name: 'We got married' }).click();
  await page.getByRole('alertdialog', { name: 'Tell Omar you got married?' }).getByRole('button', { name: 'We got married' }).click();
  await expect(page.getByText('You said you got married. Waiting for Omar to confirm.')).toBeVisible();

  const omarPage = await signedInPage(browser, omar);
  await omarPage.goto(`/app/chat/${matchId}`);
  await expect(omarPage.getByText('Amina says you got married. Is that right?')).toBeVisible();
  await omarPage.getByRole('button', { name: 'Yes, we got married' }).click();
  const congratulations = omarPage.getByRole('region', { name: 'Congratulations!' });
  await expect(congratulations).toBeVisible();
  await expect(congratulations.getByRole('button', { name: 'Download my data' })).toBeVisible();
  // Her open chat shows it too, without a reload.
  await expect(page.getByRole('region', { name: 'Congratulations!' })).toBeVisible();
  await omarPage.context().close();

  // A third member of each sex in the same place: only the other third member is left to see.
  const khalidPage = await signedInPage(browser, khalid, place);
  await expect(cardOf(khalidPage, 'Fatima')).toBeVisible();
  await khalidPage.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(khalidPage.getByRole('heading', { name: 'No more profiles' })).toBeVisible();
  await expect(cardOf(khalidPage, 'Amina')).toHaveCount(0);
  await khalidPage.context().close();

  const fatimaPage = await signedInPage(browser, fatima, place);
  await expect(cardOf(fatimaPage, 'Khalid')).toBeVisible();
  await fatimaPage.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(fatimaPage.getByRole('heading', { name: 'No more profiles' })).toBeVisible();
  await expect(cardOf(fatimaPage, 'Omar')).toHaveCount(0);
  await fatimaPage.context().close();
});
