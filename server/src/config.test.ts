import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_PUSH_ALLOWED_HOSTS, loadConfig } from './config';

/** A VAPID pair in the right shape (a test pair, never used for real). */
const vapid = {
  VAPID_PUBLIC_KEY: 'BGeYT4bNgxDbI2gDvkQ2Lkf7y-xfShrmWvTfzaIkpLStjWkZXa7qwY6Xho4uSdMulWvLY6mbUczE-6b7qRQ-YDU',
  VAPID_PRIVATE_KEY: 'SzbFMXmetI_NirNLjqUwJrg-Yyd_cQG1n89xwHfeyA4',
};

describe('loadConfig', () => {
  it('runs a newcomer with no configuration: port 3000, ./data, embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('moves the port and data folder, so two instances can run side by side', () => {
    const config = loadConfig({ PORT: '3100', DATA_DIR: '/tmp/second' });
    expect(config.port).toBe(3100);
    expect(config.dataDir).toBe('/tmp/second');
    expect(config.publicUrl).toBe('http://localhost:3100');
  });

  it("reads MITHAQ_COMMIT (environment or .env) as the build's commit; unset: the checkout's", () => {
    expect(loadConfig({ MITHAQ_COMMIT: ' 0123456789abcdef ' }).commit).toBe('0123456789abcdef');
    expect(loadConfig({}).commit).toBeUndefined();
  });

  it('treats empty values as unset and trims a trailing slash off the public URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://mithaq.app/' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://mithaq.app');
  });

  it('lets a guardian invitation wait until an account is 3 days old, 20 a day per network (e2e sets 0 and more)', () => {
    expect(loadConfig({})).toMatchObject({ guardianInviteMinAccountAgeDays: 3, rateLimits: { guardianInvitesPerIp: 20 } });
    expect(loadConfig({ GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: '0' }).guardianInviteMinAccountAgeDays).toBe(0);
    expect(() => loadConfig({ GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: '-1' })).toThrow(/GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS/);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    }
  });

  it('requires a shared APP_SECRET when servers share a PostgreSQL database', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/mithaq' })).toThrow(/APP_SECRET is required/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/mithaq', APP_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/mithaq', APP_SECRET: 's'.repeat(32), ...vapid }).databaseUrl).toBe(
      'postgres://localhost/mithaq',
    );
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,2001:db8::/32,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '2001:db8::/32',
      'loopback',
    ]);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.300', ',', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });
});

const realMail = { SMTP_URL: 'smtp://mail.example.com', PUBLIC_URL: 'https://mithaq.example.org', MAIL_FROM: 'Mithaq <hello@mithaq.example.org>' };

describe('real mail', () => {
  it('refuses the default PUBLIC_URL and MAIL_FROM in production, naming the variable', () => {
    expect(() => loadConfig({ ...realMail, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: PUBLIC_URL is required with SMTP_URL/);
    expect(() => loadConfig({ ...realMail, MAIL_FROM: undefined })).toThrow(/MAIL_FROM: MAIL_FROM is required with SMTP_URL/);
    expect(() => loadConfig({ ...realMail, MAIL_FROM: DEFAULT_MAIL_FROM })).toThrow(/MAIL_FROM: /);
    expect(loadConfig(realMail).mailFrom).toBe(realMail.MAIL_FROM);
  });

  it('lets development and tests use a local mail catcher with the defaults', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({}).mailFrom).toBe(DEFAULT_MAIL_FROM);
  });
});

describe('auth settings', () => {
  it('require e-mail confirmation once real mail can be sent, unless told otherwise', () => {
    expect(loadConfig({}).requireEmailConfirmation).toBe(false);
    expect(loadConfig(realMail).requireEmailConfirmation).toBe(true);
    expect(loadConfig({ ...realMail, AUTH_EMAIL_CONFIRMATION: 'off' }).requireEmailConfirmation).toBe(false);
    expect(loadConfig({ AUTH_EMAIL_CONFIRMATION: 'required' }).requireEmailConfirmation).toBe(true);
  });

  it('read rate limits from the environment, so a load test can raise them', () => {
    const config = loadConfig({ RATE_LIMIT_SIGN_IN_PER_IP: '100000', RATE_LIMIT_MAIL_PER_ADDRESS: '7' });
    expect(config.rateLimits.signInPerIp).toBe(100000);
    expect(config.rateLimits.mailPerAddress).toBe(7);
    expect(config.rateLimits.signUpPerIp).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_UP_PER_IP: '0' })).toThrow(ConfigError);
  });

  it('requires one shared VAPID pair with PostgreSQL, and reads the push settings', () => {
    const shared = { DATABASE_URL: 'postgres://localhost/mithaq', APP_SECRET: 's'.repeat(32) };
    expect(() => loadConfig(shared)).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(loadConfig({ ...shared, ...vapid }).push.vapidKeys).toEqual({ publicKey: vapid.VAPID_PUBLIC_KEY, privateKey: vapid.VAPID_PRIVATE_KEY });

    const defaults = loadConfig({}).push;
    expect(defaults.vapidKeys).toBeUndefined();
    expect(defaults.vapidSubject).toBe('mailto:push@mithaq.app');
    expect(defaults.allowedHosts).toEqual(DEFAULT_PUSH_ALLOWED_HOSTS);
    expect(defaults.fcm).toEqual({ serviceAccountPath: undefined, apiBaseUrl: 'https://fcm.googleapis.com', tokenUrl: 'https://oauth2.googleapis.com/token' });
    expect(loadConfig({ PUBLIC_URL: 'https://mithaq.example' }).push.vapidSubject).toBe('https://mithaq.example');
    expect(() => loadConfig({ VAPID_SUBJECT: 'mailto:me@localhost' })).toThrow(/VAPID_SUBJECT/);

    const custom = loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOOPBACK: 'true', PUSH_ALLOWED_HOSTS: ' 127.0.0.1, *.Example.com ', FCM_API_BASE_URL: 'http://127.0.0.1:9/', FCM_SERVICE_ACCOUNT: '/x.json' }).push;
    expect(custom.allowedHosts).toEqual(['127.0.0.1', '*.example.com']);
    expect(custom.fcm.apiBaseUrl).toBe('http://127.0.0.1:9');
    expect(custom.fcm.serviceAccountPath).toBe('/x.json');
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://evil/' })).toThrow(/PUSH_ALLOWED_HOSTS/);
  });

  it('pushes only to https on port 443 in production: no loopback allowance there, FCM on 443', () => {
    expect(loadConfig({}).push.allowLoopback).toBe(false);
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(/PUSH_ALLOW_LOOPBACK is for tests and development/);
    expect(loadConfig({ NODE_ENV: 'development', PUSH_ALLOW_LOOPBACK: 'true' }).push.allowLoopback).toBe(true);
    expect(() => loadConfig({ FCM_API_BASE_URL: 'https://fcm.googleapis.com:8443' })).toThrow(/FCM_API_BASE_URL: must be an https:\/\/ URL on port 443/);
    expect(() => loadConfig({ FCM_TOKEN_URL: 'http://oauth2.googleapis.com/token' })).toThrow(/FCM_TOKEN_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', FCM_API_BASE_URL: 'http://127.0.0.1:9' })).toThrow(/FCM_API_BASE_URL/);
    expect(loadConfig({ FCM_API_BASE_URL: 'https://fcm.googleapis.com:443' }).push.fcm.apiBaseUrl).toBe('https://fcm.googleapis.com:443');
  });

  it('keeps the file outbox a week unless told otherwise', () => {
    expect(loadConfig({}).mailFileRetentionDays).toBe(7);
    expect(loadConfig({ MAIL_FILE_RETENTION_DAYS: '2' }).mailFileRetentionDays).toBe(2);
    expect(() => loadConfig({ MAIL_FILE_RETENTION_DAYS: '0' })).toThrow(/MAIL_FILE_RETENTION_DAYS/);
  });

  it('takes APP_SECRET_PREVIOUS only beside a different APP_SECRET (a rotation in progress)', () => {
    const rotating = loadConfig({ APP_SECRET: 'n'.repeat(32), APP_SECRET_PREVIOUS: 'o'.repeat(32) });
    expect(rotating.appSecretPrevious).toBe('o'.repeat(32));
    expect(() => loadConfig({ APP_SECRET_PREVIOUS: 'o'.repeat(32) })).toThrow(/APP_SECRET_PREVIOUS is the secret APP_SECRET replaces/);
    expect(() => loadConfig({ APP_SECRET: 's'.repeat(32), APP_SECRET_PREVIOUS: 's'.repeat(32) })).toThrow(/APP_SECRET_PREVIOUS/);
    expect(() => loadConfig({ APP_SECRET: 'n'.repeat(32), APP_SECRET_PREVIOUS: 'short' })).toThrow(/APP_SECRET_PREVIOUS: must be at least 32 characters/);
  });

  it('keeps metrics private: no token and no port by default, the port on loopback unless told', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 't'.repeat(32) }).metrics).toEqual({
      token: 't'.repeat(32),
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'t'.repeat(32)} x` })).toThrow(/METRICS_TOKEN/);
  });

  it('drains 5 s before stopping in production, not in development, within the shutdown deadline', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainMs: 5000, timeoutMs: 30_000 });
    expect(loadConfig({ NODE_ENV: 'development' }).shutdown.drainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '15000', SHUTDOWN_TIMEOUT_MS: '60000' }).shutdown).toEqual({ drainMs: 15_000, timeoutMs: 60_000 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '3000' })).toThrow(/SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DRAIN_MS/);
  });
});
