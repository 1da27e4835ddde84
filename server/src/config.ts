import path from 'node:path';
import { ADMIN_MIN_PASSWORD_LENGTH, TOTP_SECRET_PATTERN, adminMessages, normaliseTotpSecret } from '@mithaq/contract/admin';
import {
  LIKES_PER_DAY,
  NEW_ACCOUNT_DAYS,
  PROFILE_VIEWS_PER_DAY,
  PROFILE_VIEWS_PER_IPV6_48_PER_DAY,
  PROFILE_VIEWS_PER_NETWORK_PER_DAY,
  signUpNetworkFlag,
} from '@mithaq/contract/constants';
import { z } from 'zod';
import { ANDROID_FINGERPRINT, IOS_APP_ID } from '@mithaq/contract/appLinks';
import { REPLY_OVERDUE_AFTER_MS } from '@mithaq/contract/replyOrRelease';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { defaultWebDistDir } from './paths';
import { isAllowedServiceUrl } from './platform/push/endpoint-rules';
import { checkS3Env, s3ConfigOf, s3EnvShape } from './platform/storage/s3-config';
import type { S3Config } from './platform/storage/s3';

const HOUR_MS = 60 * 60 * 1000;

/** The sender without MAIL_FROM: fine for the file outbox, refused with real mail in production. */
export const DEFAULT_MAIL_FROM = 'Mithaq <no-reply@mithaq.app>';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The push services a browser's subscription may point at (an endpoint elsewhere is refused: SSRF). */
export const DEFAULT_PUSH_ALLOWED_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

const hostList = z
  .string()
  .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/, 'must be host names, optionally starting with *.')).min(1));

/** A comma-separated list whose every item matches `pattern` (spaces around items ignored). */
const commaList = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(pattern, message)));

const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** A balancer polls readiness every few seconds; a developer's restart need not wait for one. */
const drainMsOf = (env: { SHUTDOWN_DRAIN_MS?: number | undefined; NODE_ENV: string }) =>
  env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
    PUBLIC_URL: z.url().optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    APP_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
    MAIL_FILE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    BACKUP_EVERY_HOURS: z.coerce.number().int().min(0).max(24 * 31).default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_DIR: z.string().min(1).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === undefined) ctx.addIssue({ code: 'custom', message: 'must be false, true, a hop count (1, 2) or a comma list of proxy addresses/CIDRs' });
        return parsed ?? false;
      })
      .default(false),
    WEB_DIST_DIR: z.string().min(1).optional(),
    MITHAQ_COMMIT: z.string().trim().min(1).optional(),
    DEMO_MODE: booleanFlag.default(false),
    AUTH_EMAIL_CONFIRMATION: z.enum(['auto', 'required', 'off']).default('auto'),
    RATE_LIMIT_SIGN_IN_PER_IP: limit(50),
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: limit(10),
    RATE_LIMIT_SIGN_IN_PER_DEVICE: limit(5),
    RATE_LIMIT_SIGN_UP_PER_IP: limit(20),
    RATE_LIMIT_MAIL_PER_ADDRESS: limit(3),
    RATE_LIMIT_MAIL_PER_IP: limit(20),
    RATE_LIMIT_MAIL_REQUESTS_PER_IP: limit(20),
    RATE_LIMIT_WRITES_PER_MINUTE: limit(300),
    RATE_LIMIT_RESET_CONFIRM_PER_IP: limit(20),
    RATE_LIMIT_READS_PER_MINUTE: limit(600),
    RATE_LIMIT_READS_PER_IP_PER_MINUTE: limit(1200),
    RATE_LIMIT_UPLOADS_PER_HOUR: limit(30),
    RATE_LIMIT_GUARDIAN_INVITES_PER_IP: limit(20),
    GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: z.coerce.number().int().min(0).max(365).default(3),
    ANDROID_APP_FINGERPRINTS: commaList(ANDROID_FINGERPRINT, 'must be SHA-256 certificate fingerprints (AA:BB:…, 32 bytes), comma-separated').optional(),
    IOS_APP_IDS: commaList(IOS_APP_ID, 'must be TEAMID.bundle.id values, comma-separated').optional(),
    REPLY_OVERDUE_AFTER_HOURS: z.coerce.number().int().min(0).max(168).default(REPLY_OVERDUE_AFTER_MS / HOUR_MS),
    REALTIME_SOCKETS_PER_MEMBER: limit(10),
    REALTIME_SOCKETS_PER_IP: limit(50),
    QUOTA_PROFILE_VIEWS_PER_DAY: limit(PROFILE_VIEWS_PER_DAY),
    QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: limit(PROFILE_VIEWS_PER_NETWORK_PER_DAY),
    QUOTA_PROFILE_VIEWS_PER_IPV6_48_PER_DAY: limit(PROFILE_VIEWS_PER_IPV6_48_PER_DAY),
    QUOTA_NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(NEW_ACCOUNT_DAYS),
    QUOTA_LIKES_PER_DAY: limit(LIKES_PER_DAY),
    FLAG_SIGN_UPS_PER_NETWORK: limit(signUpNetworkFlag.accounts),
    OPENAPI_PUBLIC: booleanFlag.optional(),
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key (web-push generate-vapid-keys)').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key (web-push generate-vapid-keys)').optional(),
    // Apple refuses a subject at localhost: a mailto: with a real domain or an https URL.
    VAPID_SUBJECT: z.string().regex(/^(mailto:[^@\s]+@[^@\s]+\.[^@\s]+|https:\/\/\S+)$/, 'must be mailto:someone@a-real.domain or an https:// URL').optional(),
    FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
    FCM_API_BASE_URL: z.url().default('https://fcm.googleapis.com'),
    FCM_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    PUSH_ALLOWED_HOSTS: hostList.optional(),
    PUSH_ALLOW_LOOPBACK: booleanFlag.default(false),
    PUSH_CONCURRENCY_PER_HOST: z.coerce.number().int().min(1).max(1000).default(8),
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(ADMIN_MIN_PASSWORD_LENGTH, adminMessages.passwordTooShort).max(256).optional(),
    ADMIN_TOTP_SECRET: z
      .string()
      .transform(normaliseTotpSecret)
      .pipe(z.string().regex(TOTP_SECRET_PATTERN, adminMessages.totpSecretInvalid))
      .optional(),
    ...s3EnvShape(booleanFlag),
  })
  .superRefine(checkS3Env)
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.ADMIN_TOTP_SECRET || env.ADMIN_EMAIL, {
    message: 'ADMIN_TOTP_SECRET is the authenticator secret of ADMIN_EMAIL: set ADMIN_EMAIL and ADMIN_PASSWORD too',
    path: ['ADMIN_TOTP_SECRET'],
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one key pair: set both or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((env) => !env.PUSH_ALLOW_LOOPBACK || env.NODE_ENV !== 'production', {
    message: 'PUSH_ALLOW_LOOPBACK is for tests and development: production pushes only to https on port 443',
    path: ['PUSH_ALLOW_LOOPBACK'],
  })
  .superRefine((env, ctx) => {
    for (const name of ['FCM_API_BASE_URL', 'FCM_TOKEN_URL'] as const) {
      if (!isAllowedServiceUrl(env[name], env.PUSH_ALLOW_LOOPBACK)) ctx.addIssue({ code: 'custom', message: 'must be an https:// URL on port 443', path: [name] });
    }
  })
  .refine((env) => !env.DATABASE_URL || env.VAPID_PUBLIC_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when DATABASE_URL is set: every server must push with the key pair browsers subscribed with',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => !env.APP_SECRET_PREVIOUS || (env.APP_SECRET && env.APP_SECRET_PREVIOUS !== env.APP_SECRET), {
    message: 'APP_SECRET_PREVIOUS is the secret APP_SECRET replaces: set APP_SECRET to the new one, different from it',
    path: ['APP_SECRET_PREVIOUS'],
  })
  .refine((env) => drainMsOf(env) < env.SHUTDOWN_TIMEOUT_MS, {
    message: 'SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DRAIN_MS (the drain happens inside it)',
    path: ['SHUTDOWN_TIMEOUT_MS'],
  })
  // Real mail with the defaults would send links to localhost and mail from an address this
  // deployment does not own (refused by receivers' SPF/DMARC): say which variable to set.
  .refine((env) => env.NODE_ENV !== 'production' || !env.SMTP_URL || env.PUBLIC_URL, {
    message: 'PUBLIC_URL is required with SMTP_URL: the links in e-mails must open this deployment, not localhost',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.SMTP_URL || env.MAIL_FROM !== DEFAULT_MAIL_FROM, {
    message: `MAIL_FROM is required with SMTP_URL: set the sender of this deployment's mail (the default ${DEFAULT_MAIL_FROM} is not yours)`,
    path: ['MAIL_FROM'],
  })
  .refine((env) => !env.DATABASE_URL || env.APP_SECRET, {
    message: 'APP_SECRET is required when DATABASE_URL is set, so every server signs with the same key',
    path: ['APP_SECRET'],
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** The longest one statement of the app may run (0: no limit); migrations are exempt. */
  databaseStatementTimeoutMs: number;
  publicUrl: string;
  appSecret: string | undefined;
  /** The secret APP_SECRET replaced: what it signed is still accepted (rotation without signing anyone out). */
  appSecretPrevious: string | undefined;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP_URL: how many days the mail written to DATA_DIR/mail is kept. */
  mailFileRetentionDays: number;
  /**
   * The scheduled backup (server/src/platform/backup/schedule.ts): every `everyHours` (0: none) one server
   * writes an archive into `dir` and keeps the newest `keep`.
   */
  backup: { everyHours: number; keep: number; dir: string };
  /** Set: realtime events and chat presence go through Redis, so several servers act as one. */
  redisUrl: string | undefined;
  /** Which proxy hops may set the client address (X-Forwarded-For); see http/trust-proxy.ts. */
  trustProxy: TrustProxy;
  webDistDir: string;
  /** MITHAQ_COMMIT: the git commit to report where the deployment has no .git (server/src/platform/build-info.ts). */
  commit: string | undefined;
  /** npm run demo: demo members like every new member back, so matches happen at once. */
  demoMode: boolean;
  /** Must a new account confirm its e-mail before signing in? */
  requireEmailConfirmation: boolean;
  rateLimits: RateLimits;
  /** New profiles a member may be shown per UTC day (the scraping quota; raised for load tests and e2e). */
  profileViewsPerDay: number;
  /** New profiles all new accounts of one network (IPv4 address, IPv6 /64) may be shown per UTC day together... */
  profileViewsPerNetworkPerDay: number;
  /** ...and all new accounts of one IPv6 /48. */
  profileViewsPerIpv6SitePerDay: number;
  /** An account younger than this many days and not verified is new: it spends its network's budget (0: none is). */
  newAccountDays: number;
  /** Likes a member may give per UTC day. */
  likesPerDay: number;
  /** New accounts from one network within a day that raise the moderators' flag. */
  signUpsFlaggedPerNetwork: number;
  /** Whether /api/openapi.json is served: always in development and test, in production only with OPENAPI_PUBLIC=true. */
  openApiPublic: boolean;
  /** How old an account must be before it may invite a guardian (an invitation mails a non-member); 0 in e2e. */
  guardianInviteMinAccountAgeDays: number;
  /**
   * The store apps that may open this site's e-mail links (/.well-known, issue 29): the Android
   * release keys' certificate fingerprints, the iOS apps' TEAMID.bundle ids. Empty: not served.
   */
  appLinks: { androidFingerprints: string[]; iosAppIds: string[] };
  /** Reply or release: how long a chat waits for the member's reply before it counts toward the like cap; 0 in e2e. */
  replyOverdueAfterMs: number;
  /**
   * ADMIN_EMAIL + ADMIN_PASSWORD: this admin is created or updated at every start; with
   * ADMIN_TOTP_SECRET (base32) its authenticator secret is seeded too, else it enrols at first sign-in.
   */
  admin: { email: string; password: string; totpSecret?: string } | undefined;
  push: PushConfig;
  /** S3_BUCKET and the rest: pictures in an S3-compatible bucket; undefined: in DATA_DIR/media. */
  s3: S3Config | undefined;
  metrics: MetricsConfig;
  shutdown: ShutdownConfig;
}

/** Prometheus metrics are never public: a bearer token on the main port, a separate listener, or both. */
export interface MetricsConfig {
  /** Set: GET /metrics on the main port (and the metrics port) needs `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Set: a second listener serving only /metrics, on `host` (loopback unless told otherwise). */
  port: number | undefined;
  host: string;
}

export interface ShutdownConfig {
  /** After SIGTERM, how long readiness says 503 while everything still works, so balancers stop sending. */
  drainMs: number;
  /** From the signal, the longest a shutdown may take before the process exits anyway (code 1). */
  timeoutMs: number;
}

export interface PushConfig {
  /** The VAPID key pair (base64url); unset: generated once into DATA_DIR (platform/push/vapid-keys.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this sender: mailto: or an https URL. */
  vapidSubject: string;
  /** FCM HTTP v1 for native tokens: off (logged once at start) without a service account. */
  fcm: { serviceAccountPath: string | undefined; apiBaseUrl: string; tokenUrl: string };
  /** Host names (or *.suffix patterns) a web subscription's endpoint may have (https on port 443 only). */
  allowedHosts: string[];
  /** Tests and development: push services on this machine (loopback, http or https, any port). Never in production. */
  allowLoopback: boolean;
  /** Pushes one server sends a single host at once (the rest wait a moment, untried): a slow push service never takes the whole lane. */
  perHost: number;
}

/** Attempts allowed per window: sign-in per 15 minutes, the others per hour. */
export interface RateLimits {
  signInPerIp: number;
  signInFailuresPerAccount: number;
  /** Wrong passwords per 15 minutes from a device the account signed in from before (its own budget: auth/known-devices.ts). */
  signInFailuresPerDevice: number;
  signUpPerIp: number;
  /** Reset mails per address per hour; confirmation mails (sign-up, resend) have as many again, apart. */
  mailPerAddress: number;
  mailPerIp: number;
  /** "Forgot password?" and "Resend confirmation e-mail" requests per IP per 15 minutes, each (refused before the answer). */
  mailRequestsPerIp: number;
  /** Changes (POST, PUT, PATCH, DELETE) per signed-in member per minute: generous for people, a wall for floods. */
  writesPerMinute: number;
  /** Password-reset and e-mail confirmations per IP per 15 minutes, each (each good one costs an argon2 hash). */
  resetConfirmPerIp: number;
  /** API reads (GET) per minute: per signed-in member, and per address for everyone else. */
  readsPerMemberPerMinute: number;
  readsPerIpPerMinute: number;
  /** Picture uploads per member per hour (each one is a decode and two encodes). */
  uploadsPerHour: number;
  /** Guardian invitations (sent or re-sent) per client network (IPv6 /64) per day, whoever sends them. */
  guardianInvitesPerIp: number;
  /** Open realtime sockets per member and per IP address, counted by each server process. */
  socketsPerMember: number;
  socketsPerIp: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once, at boot. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appSecret: e.APP_SECRET,
    appSecretPrevious: e.APP_SECRET_PREVIOUS,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailFileRetentionDays: e.MAIL_FILE_RETENTION_DAYS,
    backup: { everyHours: e.BACKUP_EVERY_HOURS, keep: e.BACKUP_KEEP, dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')) },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDistDir),
    commit: e.MITHAQ_COMMIT,
    demoMode: e.DEMO_MODE,
    // "auto": required once real mail can be sent; off in the embedded default, so a
    // newcomer can try the app without a mail server.
    requireEmailConfirmation: e.AUTH_EMAIL_CONFIRMATION === 'auto' ? Boolean(e.SMTP_URL) : e.AUTH_EMAIL_CONFIRMATION === 'required',
    rateLimits: {
      signInPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      signInFailuresPerAccount: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signInFailuresPerDevice: e.RATE_LIMIT_SIGN_IN_PER_DEVICE,
      signUpPerIp: e.RATE_LIMIT_SIGN_UP_PER_IP,
      mailPerAddress: e.RATE_LIMIT_MAIL_PER_ADDRESS,
      mailPerIp: e.RATE_LIMIT_MAIL_PER_IP,
      mailRequestsPerIp: e.RATE_LIMIT_MAIL_REQUESTS_PER_IP,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      resetConfirmPerIp: e.RATE_LIMIT_RESET_CONFIRM_PER_IP,
      readsPerMemberPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
      readsPerIpPerMinute: e.RATE_LIMIT_READS_PER_IP_PER_MINUTE,
      uploadsPerHour: e.RATE_LIMIT_UPLOADS_PER_HOUR,
      guardianInvitesPerIp: e.RATE_LIMIT_GUARDIAN_INVITES_PER_IP,
      socketsPerMember: e.REALTIME_SOCKETS_PER_MEMBER,
      socketsPerIp: e.REALTIME_SOCKETS_PER_IP,
    },
    profileViewsPerDay: e.QUOTA_PROFILE_VIEWS_PER_DAY,
    profileViewsPerNetworkPerDay: e.QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY,
    profileViewsPerIpv6SitePerDay: e.QUOTA_PROFILE_VIEWS_PER_IPV6_48_PER_DAY,
    newAccountDays: e.QUOTA_NEW_ACCOUNT_DAYS,
    likesPerDay: e.QUOTA_LIKES_PER_DAY,
    signUpsFlaggedPerNetwork: e.FLAG_SIGN_UPS_PER_NETWORK,
    openApiPublic: e.OPENAPI_PUBLIC ?? e.NODE_ENV !== 'production',
    guardianInviteMinAccountAgeDays: e.GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS,
    replyOverdueAfterMs: e.REPLY_OVERDUE_AFTER_HOURS * HOUR_MS,
    appLinks: { androidFingerprints: e.ANDROID_APP_FINGERPRINTS ?? [], iosAppIds: e.IOS_APP_IDS ?? [] },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            ...(e.ADMIN_TOTP_SECRET ? { totpSecret: e.ADMIN_TOTP_SECRET } : {}),
          }
        : undefined,
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      vapidSubject: e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:push@mithaq.app'),
      fcm: { serviceAccountPath: e.FCM_SERVICE_ACCOUNT, apiBaseUrl: e.FCM_API_BASE_URL.replace(/\/+$/, ''), tokenUrl: e.FCM_TOKEN_URL },
      allowedHosts: e.PUSH_ALLOWED_HOSTS ?? DEFAULT_PUSH_ALLOWED_HOSTS,
      allowLoopback: e.PUSH_ALLOW_LOOPBACK,
      perHost: e.PUSH_CONCURRENCY_PER_HOST,
    },
    s3: s3ConfigOf(e),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdown: { drainMs: drainMsOf(e), timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
  };
}
