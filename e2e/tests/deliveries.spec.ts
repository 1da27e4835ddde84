import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminSignIn } from '../support/admin';
import { e2eAdmin } from '../support/adminAccount';
import { expectAccessible, useLanguage } from '../support/axe';
import { password } from '../support/members';
import { startPrivateServer, type PrivateServer } from '../support/privateServer';
import { freePort } from '../../server/test/support/local-server';
import { startSmtpServer, type SmtpServer } from '../support/smtp';
import { expectToastShown, recordToasts } from '../support/toasts';

/**
 * The admin Deliveries tab against real SMTP. The shared e2e server writes mail to files and its
 * outbox backs off for minutes, so each worker (one per project) starts a server of its own whose
 * SMTP_URL points at a port where nothing listens yet: every mail fails with a refused connection
 * until the test starts a real SMTP server there.
 */
const test = base.extend<{ smtp: { start(): Promise<SmtpServer> } }, { deployment: PrivateServer & { smtpPort: number } }>({
  deployment: [
    async ({}, use) => {
      const smtpPort = await freePort();
      // With SMTP_URL the server refuses the default sender; PUBLIC_URL is its own address.
      const server = await startPrivateServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Mithaq E2E <no-reply@mithaq-e2e.example>' });
      await use({ ...server, smtpPort });
      await server.stop();
    },
    // The server's start (fresh migrations) takes up to two minutes on a loaded 2-core CI machine (e2e/support/privateServer.ts waits 120 s).
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ deployment }, use) => use(deployment.url),
  smtp: async ({ deployment }, use) => {
    let started: SmtpServer | undefined;
    await use({ start: async () => (started = await startSmtpServer(deployment.smtpPort)) });
    await started?.stop();
  },
});

test.beforeEach(async ({ context }) => useLanguage(context, 'en'));

/** The Deliveries tab read afresh from the server (the list does not poll). */
async function openDeliveries(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  await expect(page.getByRole('table', { name: 'Failed and waiting deliveries' }).or(page.getByText('No failed or waiting deliveries'))).toBeVisible();
}

/** The row's cells: status, recipient, about, attempts, last error, queued, next attempt, failed, actions (the kind is its header). */
const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);
const nextAttemptOf = async (row: Locator) => Date.parse((await cell(row, 6).locator('time').getAttribute('datetime')) ?? '');

/**
 * The outbox tries again 30 s after a first failure, 60 s after a second (and a worker looks every
 * 5 s): while its next try is near or under way, this reads the tab again until that try has
 * failed too, so the SMTP server started next is reached first by the admin's Retry, not by the
 * outbox's own back-off.
 */
async function untilNoTryIsNear(page: Page, row: Locator) {
  await expect(async () => {
    await openDeliveries(page);
    await expect(cell(row, 0)).toHaveText('Waiting', { timeout: 1000 });
    expect((await nextAttemptOf(row)) - Date.now()).toBeGreaterThan(20_000);
  }).toPass({ timeout: 60_000 });
}

test('an admin sees a mail that could not be sent, retries it, and it goes out over SMTP', async ({ page, request, smtp, deployment }) => {
  test.setTimeout(180_000);
  // A sign-up with real mail needs its address confirmed: the server queues a confirmation mail.
  const email = uniqueEmail('delivery');
  const signUp = await request.post('/api/auth/sign-up', { headers: { 'X-Requested-With': 'mithaq' }, data: { email, password } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect(await signUp.json()).toMatchObject({ confirmationRequired: true });

  await adminSignIn(page, e2eAdmin);
  const row = page.getByRole('row').filter({ hasText: 'd•••@e•••.test' });
  // Its first attempt is made at once, and fails: nothing listens on the SMTP port.
  await expect(async () => {
    await openDeliveries(page);
    await expect(cell(row, 0)).toHaveText('Waiting', { timeout: 1000 });
    await expect(cell(row, 4)).toHaveText(new RegExp(`ECONNREFUSED 127\\.0\\.0\\.1:${deployment.smtpPort}`), { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByRole('rowheader')).toHaveText(/^E-mail #\d+$/);
  expect(Number(await cell(row, 3).textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(email)).toHaveCount(0);
  await expectAccessible(page, 'admin: deliveries');

  await untilNoTryIsNear(page, row);
  const server = await smtp.start();
  await recordToasts(page);
  await row.getByRole('button', { name: /^Retry E-mail #\d+$/ }).click();
  await expectToastShown(page, 'The delivery will be sent again now');

  await expect.poll(() => server.received.filter((mail) => mail.to.includes(email)).length, { message: `the confirmation mail to ${email} over SMTP` }).toBe(1);
  // Other mail (another test's, queued before the SMTP server started) may come first: this address's.
  const mail = server.received.find((received) => received.to.includes(email));
  expect(mail!.from).toBe('no-reply@mithaq-e2e.example');
  expect(mail!.data).toMatch(/^Subject: /m);
  await expect(async () => {
    await openDeliveries(page);
    await expect(row).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
