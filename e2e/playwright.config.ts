import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin } from './support/adminAccount';

/**
 * End-to-end tests drive Debian's Chromium against the production build (npm run build),
 * served by the real server on embedded PGlite in a fresh data folder per run.
 * The folder is shared with the workers (through the environment) so tests can read the mail outbox.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mithaq-e2e-'));
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  // A test drives up to three browsers through a whole flow (sign-ins, a match, payments, live chat)
  // on a shared 2-core machine: under heavy load (load average 9) the chat flows took 57 s.
  timeout: 120_000,
  // Under the same load the deck took over 10 s to show its first card after a sign-in.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Selfie verification: a fake front camera, allowed without a prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node --enable-source-maps server/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every browser context signs up from 127.0.0.1: raise the per-IP limits for the run.
      RATE_LIMIT_SIGN_UP_PER_IP: '10000',
      RATE_LIMIT_SIGN_IN_PER_IP: '10000',
      RATE_LIMIT_MAIL_PER_IP: '10000',
      RATE_LIMIT_MAIL_REQUESTS_PER_IP: '10000',
      RATE_LIMIT_READS_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      REALTIME_SOCKETS_PER_IP: '10000',
      // ...and is shown new profiles and likes from there: the network's daily budget and the likes
      // cap go up, and no flag of many new accounts from one network is raised (it has its own tests).
      QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: '1000000',
      QUOTA_LIKES_PER_DAY: '100000',
      FLAG_SIGN_UPS_PER_NETWORK: '1000000',
      RATE_LIMIT_GUARDIAN_INVITES_PER_IP: '10000',
      // Members are seconds old: a guardian invitation needs no account age here (3 days by default).
      GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: '0',
      // ...and a chat waits for a reply "over a day" at once (reply-or-release.spec.ts: the server's clock is real).
      REPLY_OVERDUE_AFTER_HOURS: '0',
      // The admin account of admin.spec.ts (with its authenticator secret), created at start-up like an operator would.
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_TOTP_SECRET: e2eAdmin.totpSecret,
    },
  },
});
