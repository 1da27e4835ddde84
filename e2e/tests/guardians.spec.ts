import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { linkFromMail } from '../support/mail';
import { createMember, matchThroughApi, payThroughApi, placeFor, signInAs } from '../support/members';

test('a member invites a guardian, the mailed link accepts, and the other member sees the banner', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(180_000); // three browsers and two sign-ins
  const place = placeFor('guardians', testInfo);
  const maryam = await createMember(request, { name: 'Maryam', sex: 'female', place });
  const yusuf = await createMember(request, { name: 'Yusuf', sex: 'male', place });
  const matchId = await matchThroughApi(request, maryam, yusuf);
  await payThroughApi(request, yusuf, matchId, true);
  const guardianEmail = uniqueEmail('father');

  // Maryam invites her father from the Account page.
  await signInAs(page, maryam);
  await page.goto('/app/account');
  const card = page.getByRole('region', { name: 'Guardians' });
  await card.getByLabel('Name').click();
  await card.getByLabel('Name').fill('Abdullah');
  await card.getByLabel('Relation').selectOption({ label: 'Father' });
  await card.getByLabel('E-mail').fill(guardianEmail);
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Abdullah (Father)' })).toContainText('Invited');

  // Her father opens the link from the mail, without an account, and accepts.
  const subject = 'You are invited to be a guardian on Mithaq';
  const link = await linkFromMail(guardianEmail, subject);
  const guardianContext = await browser.newContext();
  const guardianPage = await guardianContext.newPage();
  await guardianPage.goto(link);
  await expect(guardianPage.getByText(/^Maryam has asked you to be their guardian on Mithaq/)).toBeVisible();
  await guardianPage.getByRole('button', { name: 'Accept' }).click();
  await expect(guardianPage.getByRole('status')).toContainText("You are now Maryam's guardian");
  // The link works once.
  await guardianPage.goto(link);
  await expect(guardianPage.getByRole('alert')).toHaveText('This invitation link is invalid or has already been used.');
  // Every mail to someone who is not a member ends with "never e-mail me again": one button, no account.
  const neverEmailLink = await linkFromMail(guardianEmail, subject, '/api/never-email');
  await guardianPage.goto(neverEmailLink);
  await guardianPage.getByRole('button', { name: 'Never e-mail me again' }).click();
  await expect(guardianPage.getByRole('status')).toHaveText('Done: Mithaq will not send e-mails to this address again.');

  // Maryam's card says so: no transcript reaches him.
  const father = page.getByRole('region', { name: 'Guardians' }).getByRole('listitem').filter({ hasText: 'Abdullah (Father)' });
  await page.reload();
  await expect(father).toContainText('Does not accept e-mails');
  await expect(father).toContainText("Abdullah's address has asked not to receive e-mails from Mithaq");

  // The same link again, and he takes it back: "E-mail me again".
  await guardianPage.goto(neverEmailLink);
  await guardianPage.getByRole('button', { name: 'E-mail me again' }).click();
  await expect(guardianPage.getByRole('status')).toHaveText('Done: Mithaq may e-mail this address again. Every e-mail keeps its link to stop.');
  await guardianContext.close();

  await page.reload();
  await expect(father).toContainText('Active');
  await expect(father).not.toContainText('Does not accept e-mails');

  // Yusuf is told in the chat, above the messages.
  const yusufContext = await browser.newContext();
  const yusufPage = await yusufContext.newPage();
  await signInAs(yusufPage, yusuf);
  await yusufPage.goto(`/app/chat/${matchId}`);
  await expect(yusufPage.getByRole('note', { name: 'A guardian reads this chat' })).toHaveText("Maryam's guardian receives copies of this chat (father)");
  await yusufContext.close();
});
