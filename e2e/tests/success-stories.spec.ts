import { expect, test } from '@playwright/test';
import { adminSignIn } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { e2eAdmin } from '../support/adminAccount';
import { placeFor, signInAs } from '../support/members';
import { marriedThroughApi } from '../support/stories';

test('a married couple writes their story and both agree, an admin approves it, and the landing page shows it', async ({ browser, page, request }, testInfo) => {
  const { woman, man, matchId } = await marriedThroughApi(request, placeFor('stories', testInfo), { woman: 'Aisha', man: 'Omar' });
  // Both projects run against one server: each couple's words are its own.
  const body = `We met on Mithaq and married within the year (${testInfo.project.name}).`;
  const signature = `A. & O., Dili ${testInfo.project.name}`;

  await signInAs(page, woman);
  await page.goto(`/app/chat/${matchId}`);
  const card = page.getByRole('region', { name: 'Your success story' });
  await card.getByRole('button', { name: 'Write our story' }).click();
  await expect(card.getByLabel('Signature')).toHaveValue('A. & O.');
  await card.getByLabel('Your story').fill(body);
  await card.getByLabel('Signature').fill(signature);
  await card.getByRole('button', { name: 'Save and ask Omar' }).click();
  await expect(card.getByText('Waiting for Omar to agree to share it.')).toBeVisible();
  await expectAccessible(page, 'chat: the success story waiting for the other');

  const omarPage = await (await browser.newContext()).newPage();
  await signInAs(omarPage, man);
  await omarPage.goto(`/app/chat/${matchId}`);
  const his = omarPage.getByRole('region', { name: 'Your success story' });
  await expect(his.getByText(body)).toBeVisible();
  await expect(his.getByText('Aisha wrote this. Do you agree to share it on our home page?')).toBeVisible();
  await his.getByRole('button', { name: 'I agree to share it' }).click();
  await expect(his.getByText('You both agreed. A moderator will review it before it shows on our home page.')).toBeVisible();
  await omarPage.context().close();
  // Her open chat learns it without a reload.
  await expect(card.getByText('You both agreed. A moderator will review it before it shows on our home page.')).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await adminSignIn(adminPage, e2eAdmin);
  await adminPage.getByRole('tab', { name: 'Stories' }).click();
  const queued = adminPage.getByRole('article', { name: signature });
  await expect(queued.getByText(body)).toBeVisible();
  await queued.getByRole('button', { name: 'Approve' }).click();
  // Approved, it leaves the queue for the list below it: on the home page, to take down if need be.
  await expect(queued.getByText('On the home page')).toBeVisible();
  await expect(queued.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(queued.getByRole('button', { name: 'Take down' })).toBeVisible();
  await adminPage.context().close();

  await expect(card.getByText('Approved: it shows on our home page.')).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const stories = visitor.getByRole('region', { name: 'Married through Mithaq' });
  const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
  await expect(stories.getByText(body)).toBeVisible();
  await expect(stories.getByText(`— ${signature} · ${month}`)).toBeVisible();
  await expectAccessible(visitor, 'landing page with a success story');

  // She withdraws it: it leaves the landing page at once.
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card.getByRole('button', { name: 'Write our story' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(body)).toHaveCount(0);
  await visitor.context().close();
});
