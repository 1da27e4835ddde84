import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { givePicture } from '../support/admin';
import { expectAccessible, LANGUAGES, useLanguage, type Language } from '../support/axe';
import { checkEditProfile } from '../support/axeScreens';
import { closeDialog } from '../support/dialogs';
import { linkFromMail } from '../support/mail';
import { openSignedIn, sendMessageThroughApi, unmatchThroughApi } from '../support/memberActions';
import { createMember, likeThroughApi, matchThroughApi, onlyPlaceInDeck, payThroughApi, placeFor, type Member, type PlaceKey } from '../support/members';
import { uniqueEmail } from '../support/accounts';
import { textsFor, type Texts } from '../support/texts';

/**
 * Every /app screen, in each of its states, and every dialog it opens, checked by axe (WCAG 2.2 AA)
 * in English and Arabic, light and dark; each dialog must also keep the focus while open and give
 * it back to its opener. A member ("Amina") with a full life: someone in her deck who liked her,
 * someone she liked, a match waiting for payment, an open chat with messages, a match she ended and
 * one the other person ended.
 */

/** Each part's own places per language (see PLACES in support/members.ts), so parallel runs never share a deck. */
const DECK_PLACES = { en: 'deckAxeEn', ar: 'deckAxeAr' } as const satisfies Record<Language, PlaceKey>;
const ACCOUNT_PLACES = { en: 'accountAxeEn', ar: 'accountAxeAr' } as const satisfies Record<Language, PlaceKey>;

test.use({ reducedMotion: 'reduce', permissions: ['camera'] });

async function checkDiscover(page: Page, tx: Texts) {
  const card = page.getByRole('article', { name: /^Karim/ });
  await expect(card).toBeVisible();
  await expectAccessible(page, 'discover: a card with two pictures');

  const filters = page.getByRole('button', { name: tx('discover.filters.active') });
  await filters.click();
  await expect(page.getByRole('dialog', { name: tx('discover.filters.title') })).toBeVisible();
  await expectAccessible(page, 'discover: filters dialog');
  await closeDialog(page, filters);

  const reportButton = card.getByRole('button', { name: tx('discover.actions.report') });
  await reportButton.click();
  const report = page.getByRole('dialog', { name: tx('discover.report.title', { name: 'Karim' }) });
  // "Something else" needs the free text: submitting without it marks the field.
  await report.getByRole('radio', { name: tx('discover.report.categories.other') }).check();
  await report.getByRole('button', { name: tx('discover.report.submit') }).click();
  await expect(report.getByRole('textbox', { name: tx('discover.report.detailsRequired') })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'discover: report dialog with an error');
  await closeDialog(page, reportButton);

  const block = card.getByRole('button', { name: tx('discover.actions.block') });
  await block.click();
  await expect(page.getByRole('alertdialog', { name: tx('discover.block.title', { name: 'Karim' }) })).toBeVisible();
  await expectAccessible(page, 'discover: block confirmation');
  await closeDialog(page, block);

  // The bell, alone in the app's header (its name carries the unread count).
  const bell = page.getByRole('banner').getByRole('button');
  await bell.click();
  await expect(page.getByRole('dialog', { name: tx('notifications.title') })).toBeVisible();
  await expectAccessible(page, 'notifications list');
  await closeDialog(page, bell);
}

async function checkLiked(page: Page, tx: Texts) {
  await page.goto('/app/liked');
  await expect(page.getByRole('tab', { name: tx('liked.tabs.likedMe', { count: 5 }) })).toBeVisible();
  await expectAccessible(page, 'liked: Liked Me');
  // The tile's name is its visible text (WCAG 2.5.3 Label in Name): the name and age, then the place.
  const tile = page.getByRole('button', { name: /^Karim/ });
  await tile.click();
  const dialog = page.getByRole('dialog', { name: tx('liked.dialogTitle', { name: 'Karim' }) });
  await dialog.getByRole('button', { name: tx('discover.actions.favorite'), exact: true }).click();
  await expect(dialog.getByRole('button', { name: tx('discover.actions.favorited') })).toBeVisible();
  await expectAccessible(page, 'liked: profile dialog');
  await closeDialog(page, tile);
  for (const [tab, label] of [
    [tx('liked.tabs.iLiked', { count: 5 }), 'liked: I Liked'],
    [tx('liked.tabs.favorites', { count: 1 }), 'liked: Favorited'],
    [tx('liked.tabs.unmatched'), 'liked: Unmatched'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(/Yusuf|Idris|Karim/).first()).toBeVisible();
    await expectAccessible(page, label);
  }
}

async function checkChats(page: Page, tx: Texts, chats: { waiting: string; open: string; ended: string }) {
  await page.goto('/app/matches');
  await expect(page.getByRole('link', { name: /Omar/ })).toBeVisible();
  await expectAccessible(page, 'matches');

  await page.goto(`/app/chat/${chats.waiting}`);
  await expect(page.getByRole('button', { name: tx('matches.payment.pay', { count: 3 }) })).toBeVisible();
  await expectAccessible(page, 'chat: payment card');
  const menu = page.getByRole('button', { name: tx('chat.menu.label') });
  await menu.click();
  await expectAccessible(page, 'chat: menu open');
  await page.getByRole('button', { name: tx('chat.menu.viewProfile') }).click();
  await expect(page.getByRole('dialog', { name: tx('chat.profileTitle', { name: 'Bilal' }) })).toBeVisible();
  await expectAccessible(page, 'chat: profile dialog');
  // The entry that opened it is in the closed menu: the focus goes back to the menu's button.
  await closeDialog(page, menu);
  await menu.click();
  const unmatch = page.getByRole('button', { name: tx('chat.menu.unmatch'), exact: true });
  await unmatch.click();
  await expect(page.getByRole('alertdialog', { name: tx('chat.unmatch.title', { name: 'Bilal' }) })).toBeVisible();
  await expectAccessible(page, 'chat: unmatch confirmation');
  await closeDialog(page, unmatch);

  await page.goto(`/app/chat/${chats.open}`);
  await expect(page.getByRole('log').getByText('Assalamu alaikum, Amina')).toBeVisible();
  await expect(page.getByRole('textbox', { name: tx('chat.input.label') })).toBeEnabled();
  await expectAccessible(page, 'chat: unlocked with messages');

  await page.goto(`/app/chat/${chats.ended}`);
  await expect(page.getByText(tx('chat.readOnly'))).toBeVisible();
  await expectAccessible(page, 'chat: ended');
}

async function checkUnmatched(page: Page, tx: Texts) {
  await page.goto('/app/unmatched');
  const yusuf = page.getByRole('row', { name: /Yusuf/ });
  await expect(yusuf).toBeVisible();
  await expectAccessible(page, 'unmatched');
  const rematch = yusuf.getByRole('button', { name: tx('unmatched.rematch', { count: 3 }) });
  await rematch.click();
  await expect(page.getByRole('alertdialog', { name: tx('unmatched.rematchConfirmTitle', { name: 'Yusuf' }) })).toBeVisible();
  await expectAccessible(page, 'unmatched: rematch confirmation');
  await closeDialog(page, rematch);
  const viewProfile = page.getByRole('row', { name: /Zaid/ }).getByRole('button', { name: tx('unmatched.viewProfile') });
  await viewProfile.click();
  const dialog = page.getByRole('dialog', { name: tx('unmatched.profileTitle', { name: 'Zaid' }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'unmatched: profile dialog');
  await dialog.getByRole('button', { name: tx('unmatched.viewChatHistory') }).click();
  await expect(page.getByRole('dialog', { name: tx('unmatched.historyTitle', { name: 'Zaid' }) })).toBeVisible();
  await expectAccessible(page, 'unmatched: chat history dialog');
  const removeForever = page.getByRole('button', { name: tx('unmatched.removeForever') });
  await removeForever.click();
  await expect(page.getByRole('alertdialog', { name: tx('unmatched.removeConfirmTitle', { name: 'Zaid' }) })).toBeVisible();
  await expectAccessible(page, 'unmatched: remove forever confirmation');
  await closeDialog(page, removeForever);
  await closeDialog(page, viewProfile);
}

async function checkAccount(page: Page, tx: Texts, guardianEmail: string) {
  await page.goto('/app/account');
  await expect(page.getByTestId('token-balance')).toBeVisible();
  await expect(page.getByRole('list', { name: tx('accountControls.devices.title') })).toBeVisible();
  await expectAccessible(page, 'account');

  for (const [button, name, label] of [
    [tx('tokens.wallet.buy'), tx('tokens.wallet.buy'), 'account: buy tokens dialog'],
    [tx('account.management.deactivate'), tx('account.management.deactivateTitle'), 'account: deactivate confirmation'],
    [tx('account.management.delete'), tx('account.management.deleteTitle'), 'account: delete dialog'],
    [tx('accountControls.everywhere.button'), tx('accountControls.everywhere.title'), 'account: sign out everywhere'],
  ] as const) {
    const opener = page.getByRole('button', { name: button, exact: true });
    await opener.click();
    await expect(page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }))).toBeVisible();
    await expectAccessible(page, label);
    await closeDialog(page, opener);
  }

  await page.getByRole('button', { name: tx('accountControls.password.title') }).click();
  await expect(page.getByRole('form', { name: tx('accountControls.password.title') })).toBeVisible();
  await expectAccessible(page, 'account: change password form');

  // The selfie flow: the pose, Chromium's fake camera, the picture taken.
  const verification = page.getByRole('region', { name: tx('verification.title') });
  await verification.getByRole('button', { name: tx('verification.start') }).click();
  await expect(verification.getByRole('button', { name: tx('verification.takeSelfie') })).toBeEnabled();
  await expectAccessible(page, 'account: selfie camera');
  await verification.getByRole('button', { name: tx('verification.takeSelfie') }).click();
  await expect(verification.getByRole('img', { name: tx('verification.selfieAlt') })).toBeVisible();
  await expectAccessible(page, 'account: selfie taken');

  // A guardian invited; their page opened from the mail.
  const guardians = page.getByRole('region', { name: tx('guardians.title') });
  await guardians.getByLabel(tx('guardians.form.name')).fill('Abdullah');
  await guardians.getByLabel(tx('guardians.form.relation')).selectOption('father');
  await guardians.getByLabel(tx('guardians.form.email')).fill(guardianEmail);
  await guardians.getByRole('button', { name: tx('guardians.form.submit') }).click();
  await expect(guardians.getByRole('listitem').filter({ hasText: 'Abdullah' })).toBeVisible();
  await expectAccessible(page, 'account: a guardian invited');
  await page.goto(await linkFromMail(guardianEmail));
  await expect(page.getByRole('button', { name: tx('guardians.accept.button') })).toBeVisible();
  await expectAccessible(page, 'guardian invitation');

  await checkEditProfile(page, tx);
}

/** Two matches of Amina's that ended: she ends Yusuf's unpaid one, Zaid ends his after a message. Returns Yusuf's. */
async function endedMatches(request: APIRequestContext, amina: Member, yusuf: Member, zaid: Member) {
  const ended = await matchThroughApi(request, yusuf, amina);
  await unmatchThroughApi(request, amina, ended);
  const endedByHim = await matchThroughApi(request, zaid, amina);
  await payThroughApi(request, zaid, endedByHim, true);
  await sendMessageThroughApi(request, zaid, endedByHim, 'Salaam Amina');
  await unmatchThroughApi(request, zaid, endedByHim);
  return ended;
}

// Two parts per language, each with its own members, so that each fits its time on a busy
// two-core machine and the parts run side by side.
for (const language of LANGUAGES) {
  test(`Discover, Liked and the chats have no axe violations (${language})`, async ({ page, context, request }, testInfo) => {
    // Seven members, some twenty-five screens, each checked twice: 3 to 4 minutes on a busy
    // two-core machine, where axe takes seconds per screen.
    test.setTimeout(480_000);
    const tx = textsFor(language);
    const place = placeFor(DECK_PLACES[language], testInfo);
    const make = (name: string, sex: 'male' | 'female') => createMember(request, { name, sex, place });
    const amina = await make('Amina', 'female');
    const [karim, idris, bilal, omar, yusuf, zaid] = await Promise.all(['Karim', 'Idris', 'Bilal', 'Omar', 'Yusuf', 'Zaid'].map((name) => make(name, 'male')));
    await givePicture(request, karim!);
    await givePicture(request, karim!);
    // Karim liked her (Liked Me, and her deck); she liked Idris (I Liked). Idris, Bilal, Omar,
    // Yusuf and Zaid are out of her deck: she acted on them or matched them.
    await likeThroughApi(request, karim!, amina);
    await likeThroughApi(request, amina, idris!);
    const waiting = await matchThroughApi(request, bilal!, amina);
    const open = await matchThroughApi(request, omar!, amina);
    await payThroughApi(request, omar!, open, true);
    await sendMessageThroughApi(request, omar!, open, 'Assalamu alaikum, Amina');
    await sendMessageThroughApi(request, amina, open, 'Wa alaikum assalam, Omar');
    await sendMessageThroughApi(request, omar!, open, 'How is your day going?');
    const ended = await endedMatches(request, amina, yusuf!, zaid!);

    await useLanguage(context, language);
    await onlyPlaceInDeck(page, amina, place);
    await openSignedIn(page, amina, '/app/profiles');
    await checkDiscover(page, tx);
    await checkLiked(page, tx);
    await checkChats(page, tx, { waiting, open, ended });

    // The deck's end, after passing the last card.
    await page.goto('/app/profiles');
    await page.getByRole('button', { name: tx('discover.actions.pass'), exact: true }).click();
    await expect(page.getByRole('heading', { name: tx('discover.messages.noMoreProfiles') })).toBeVisible();
    await expectAccessible(page, 'discover: no more profiles');
  });

  test(`Unmatched and Account have no axe violations (${language})`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(480_000); // as above: twenty screens, each checked twice
    const tx = textsFor(language);
    const place = placeFor(ACCOUNT_PLACES[language], testInfo);
    const make = (name: string, sex: 'male' | 'female') => createMember(request, { name, sex, place });
    const amina = await make('Amina', 'female');
    const [yusuf, zaid] = await Promise.all(['Yusuf', 'Zaid'].map((name) => make(name, 'male')));
    // Two pictures: the edit screen offers to remove the second.
    await givePicture(request, amina);
    await givePicture(request, amina);
    await endedMatches(request, amina, yusuf!, zaid!);

    await useLanguage(context, language);
    await openSignedIn(page, amina, '/app/unmatched');
    await checkUnmatched(page, tx);
    await checkAccount(page, tx, uniqueEmail('guardian'));
  });
}
