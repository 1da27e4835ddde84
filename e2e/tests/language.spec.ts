import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, matchThroughApi, onlyPlaceInDeck, password, payThroughApi, placeFor, signInAs, type Member } from '../support/members';

const headers = { 'X-Requested-With': 'mithaq' };
const localeOf = (language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../web/src/i18n/${language}.json`), 'utf8')) as {
    auth: { headline: string; signIn: { submit: string }; fields: { email: string; password: string } };
    app: { titles: { account: string; matches: string } };
    discover: { title: string };
    tabs: { profiles: string; liked: string; matches: string; account: string };
  };
const ar = localeOf('ar');
const fr = localeOf('fr');

const picker = (page: Page) => page.getByTestId('language-picker').first();

async function expectLanguage(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

const accountLanguage = async (request: APIRequestContext, member: Member) =>
  ((await (await request.get('/api/auth/me', { headers: { ...headers, Authorization: `Bearer ${member.accessToken}` } })).json()) as { user: { language: string } }).user
    .language;

test('signed out: choosing Arabic on the auth screen mirrors it at once, on the same page, and survives a reload', async ({ page }) => {
  await page.goto('/auth');
  await expectLanguage(page, 'en', 'ltr');
  await picker(page).selectOption('ar');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: ar.auth.headline })).toBeVisible();
  await expectLanguage(page, 'ar', 'rtl');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ar.auth.headline })).toBeVisible();
  await expectLanguage(page, 'ar', 'rtl');
  // The language's own font came with it (and only with it).
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic Variable"', 'سلام'))).toBe(true);

  await page.goto('/');
  await picker(page).selectOption('en');
  await expectLanguage(page, 'en', 'ltr');
  await expect(page).toHaveURL(/\/$/);
});

test('signed in: French from the Account page stays on the page, survives a reload, and the account keeps it', async ({ page, browser, request }, testInfo) => {
  const amina = await createMember(request, { name: 'Amina', sex: 'female', place: placeFor('languageAccount', testInfo) });
  await signInAs(page, amina);
  await page.goto('/app/account');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: fr.app.titles.account })).toBeVisible();
  await expectLanguage(page, 'fr', 'ltr');
  await expect.poll(() => accountLanguage(request, amina)).toBe('fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fr.app.titles.account })).toBeVisible();

  // Another device, nothing chosen there: signing in brings the account's language.
  const other = await browser.newContext({ locale: 'en-US' });
  const otherPage = await other.newPage();
  await signInAs(otherPage, amina);
  await expectLanguage(otherPage, 'fr', 'ltr');
  await other.close();
});

/** Sends a message through the API, as the member's app would. */
async function sendThroughApi(request: APIRequestContext, member: Member, matchId: string, content: string) {
  const response = await request.post(`/api/matches/${matchId}/messages`, {
    headers: { ...headers, Authorization: `Bearer ${member.accessToken}` },
    data: { clientId: crypto.randomUUID(), content },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('Discover, a chat and the Account page in Arabic, mirrored (screenshots)', async ({ page, request }, testInfo) => {
  const place = placeFor('languageDeck', testInfo);
  const maryam = await createMember(request, { name: 'Maryam', sex: 'female', place });
  const yusuf = await createMember(request, { name: 'Yusuf', sex: 'male', place });
  const bilal = await createMember(request, { name: 'Bilal', sex: 'male', place });
  const matchId = await matchThroughApi(request, maryam, yusuf);
  await payThroughApi(request, maryam, matchId, true);
  await sendThroughApi(request, yusuf, matchId, 'السلام عليكم يا مريم، كيف حالك؟');
  await sendThroughApi(request, maryam, matchId, 'وعليكم السلام! الحمد لله، بخير.');
  await sendThroughApi(request, yusuf, matchId, 'Nice to meet you, Maryam.');

  await page.addInitScript(() => localStorage.setItem('mithaq_language', 'ar'));
  await onlyPlaceInDeck(page, maryam, place);
  await page.goto('/auth');
  await expectLanguage(page, 'ar', 'rtl');
  const panel = page.getByRole('tabpanel', { name: ar.auth.signIn.submit });
  await panel.getByLabel(ar.auth.fields.email).first().fill(maryam.email);
  await panel.getByLabel(ar.auth.fields.password, { exact: true }).fill(password);
  await panel.getByRole('button', { name: ar.auth.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/profiles$/);

  // Discover: Bilal's card; the tab bar starts at the right with Discover.
  await expect(page.getByRole('heading', { level: 2, name: /^Bilal/ })).toBeVisible();
  const nav = page.getByRole('navigation').last();
  const tabs = nav.getByRole('link');
  const [first, last] = [await tabs.first().boundingBox(), await tabs.last().boundingBox()];
  expect(first!.x).toBeGreaterThan(last!.x);
  await expect(tabs.first()).toContainText(ar.tabs.profiles);
  await page.screenshot({ path: testInfo.outputPath('discover-ar.png'), fullPage: false });

  // The chat: his messages at the start (right), hers at the end (left); names and text read in their own direction.
  await page.goto(`/app/chat/${matchId}`);
  const messages = page.getByTestId('chat-message');
  await expect(messages).toHaveCount(3);
  const bubble = (n: number) => messages.nth(n).locator('div').first().boundingBox();
  const [theirs, mine] = [await bubble(0), await bubble(1)];
  expect(theirs!.x + theirs!.width).toBeGreaterThan(mine!.x + mine!.width);
  expect(mine!.x).toBeLessThan(theirs!.x);
  await page.screenshot({ path: testInfo.outputPath('chat-ar.png'), fullPage: false });

  await page.goto('/app/account');
  await expect(page.getByRole('heading', { level: 1, name: ar.app.titles.account })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-ar.png'), fullPage: true });
  expect(bilal.id).toBeTruthy();
});
