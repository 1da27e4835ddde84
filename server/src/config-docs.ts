import type { envSchema } from './config';

/** Every variable the server reads: config.ts's schema, plus ENV_FILE, read before it (server/src/platform/dot-env.ts). */
export type EnvVariable = keyof typeof envSchema.shape | 'ENV_FILE';

interface Section {
  title: string;
  /** Each variable with the comment lines above it in `.env.example` (none: it shares the comment above). */
  variables: Partial<Record<EnvVariable, string[]>>;
}

/**
 * What each variable is for, in the order `.env.example` lists them: `npm run env:example` writes the
 * file from this and the schema's defaults (env-example.ts), and config-docs.test.ts fails when a
 * variable of the schema is missing here or the committed file is stale.
 */
export const CONFIG_DOCS: Section[] = [
  {
    title: "Server",
    variables: {
      NODE_ENV: [
        "development | production | test (npm start uses production, npm run dev development)",
      ],
      HOST: [
        "Address and port to listen on.",
      ],
      PORT: [],
      PUBLIC_URL: [
        "Public address of the app, used in links sent by e-mail. Default http://localhost:$PORT",
      ],
      LOG_LEVEL: [
        "fatal | error | warn | info | debug | trace | silent",
      ],
      TRUST_PROXY: [
        "Which proxies may tell the client's address (X-Forwarded-For); per-IP limits key on it.",
        "   false       no proxy: the connection's address counts, X-Forwarded-For is ignored (default)",
        "   1, 2 ...    the nearest 1, 2 ... proxies (a hop count; only safe when clients cannot reach",
        "               this server's port directly, or they could write their own X-Forwarded-For)",
        "   10.0.0.5,10.1.0.0/16   the proxies' addresses or CIDRs (safest; also loopback, uniquelocal)",
        "   true        believe the whole header, whoever sent it (forgeable: prefer a count or a list)",
      ],
      ENV_FILE: [
        "Read this file instead of ./.env (npm run setup writes .env); a variable set in the",
        "environment still wins over the file. Set it in the environment: inside a .env file it",
        "has no effect (the file is already chosen by then).",
      ],
      MITHAQ_COMMIT: [
        "The git commit to report (start-up line, admin area, mithaq_build_info) where the",
        "deployment has no .git folder (an image, a copied release).",
      ],
    },
  },
  {
    title: "Data",
    variables: {
      DATA_DIR: [
        "Folder for the embedded database (db/), pictures (media/), the mail outbox (mail/) and",
        "the generated app secret. Change it (and PORT) to run two instances side by side.",
      ],
      DATABASE_URL: [
        "PostgreSQL 15+ instead of the embedded database, e.g. postgres://user:pass@host:5432/mithaq",
      ],
      DATABASE_POOL_SIZE: [
        "Connections per server process when DATABASE_URL is set.",
      ],
      DATABASE_STATEMENT_TIMEOUT_MS: [
        "The longest one statement of the app may run before the database cancels it (0: no limit).",
        "Migrations are exempt. PostgreSQL enforces it; the embedded database cannot.",
      ],
    },
  },
  {
    title: "Backups",
    variables: {
      BACKUP_EVERY_HOURS: [
        "The scheduled backup: one server writes an archive (database and pictures, the same as",
        "npm run backup) this often, the first an hour after the first start. 0: none (back up from cron",
        "with npm run backup instead). Its age is the metric mithaq_backup_age_seconds.",
      ],
      BACKUP_KEEP: [
        "How many scheduled archives are kept in BACKUP_DIR (the oldest beyond it are deleted).",
      ],
      BACKUP_DIR: [
        "Where the scheduled archives go (default $DATA_DIR/backups). Put it on another disk, or copy",
        "the archives off the machine: a backup on the same disk does not survive that disk.",
      ],
    },
  },
  {
    title: "Secrets",
    variables: {
      APP_SECRET: [
        "At least 32 characters. Signs sessions and picture URLs. Required with DATABASE_URL (all",
        "servers must share it); otherwise generated once into $DATA_DIR/app-secret.",
      ],
      APP_SECRET_PREVIOUS: [
        "During a rotation: the secret APP_SECRET replaces. What it signed (access tokens, picture URLs,",
        "cursors, unsubscribe links...) is still accepted; everything new is signed with APP_SECRET.",
        "Remove it after the grace period (docs/OPERATIONS.md, \"Secrets and their rotation\").",
      ],
    },
  },
  {
    title: "Mail",
    variables: {
      SMTP_URL: [
        "SMTP server for real mail, e.g. smtps://user:pass@smtp.example.com:465",
        "Unset: every message is written to $DATA_DIR/mail as .eml and .json.",
      ],
      MAIL_FROM: [],
      MAIL_FILE_RETENTION_DAYS: [
        "Without SMTP_URL: days the mail written to DATA_DIR/mail is kept (it holds reset links)",
      ],
      AUTH_EMAIL_CONFIRMATION: [
        "required | off | auto (auto = required when SMTP_URL is set, off otherwise)",
      ],
    },
  },
  {
    title: "Push notifications",
    variables: {
      VAPID_PUBLIC_KEY: [
        "The Web Push key pair (base64url; npx web-push generate-vapid-keys). Unset: generated once into",
        "$DATA_DIR/vapid-keys.json. Required with DATABASE_URL and identical on every server. Never",
        "rotate it: every browser subscription made with the old pair stops working.",
      ],
      VAPID_PRIVATE_KEY: [],
      VAPID_SUBJECT: [
        "mailto: with a real domain, or an https URL (Apple refuses localhost).",
        "Default: PUBLIC_URL when it is https, else mailto:push@mithaq.app",
      ],
      FCM_SERVICE_ACCOUNT: [
        "Path to a Firebase service-account JSON: pushes to the native app (Android; iOS through APNs).",
        "Unset: native pushes are off.",
      ],
      FCM_API_BASE_URL: [
        "Google's endpoints by default; tests point them at a local server.",
      ],
      FCM_TOKEN_URL: [],
      PUSH_ALLOWED_HOSTS: [
        "The push services a browser subscription may point at (host names or *.suffix, comma",
        "separated); any other endpoint is refused, so nobody can make the server call an address.",
        "Default: fcm.googleapis.com,*.push.services.mozilla.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com",
      ],
      PUSH_ALLOW_LOOPBACK: [
        "Tests and development only (refused in production): push services on this machine, any port.",
        "Otherwise push endpoints and the FCM URLs must be https on port 443.",
      ],
      PUSH_CONCURRENCY_PER_HOST: [
        "Pushes one server sends a single push service at once (the next wait 2 s, untried): a slow",
        "service never holds the others up. Chrome's and the app's pushes share fcm.googleapis.com.",
      ],
    },
  },
  {
    title: "Rate limits",
    variables: {
      RATE_LIMIT_SIGN_IN_PER_IP: [
        "Raise them for load tests or large end-to-end runs from one address.",
        "Sign-in attempts per IP per 15 minutes",
      ],
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: [
        "Failed sign-ins per account per 15 minutes (the window ends by itself)",
      ],
      RATE_LIMIT_SIGN_IN_PER_DEVICE: [
        "Failed sign-ins per 15 minutes from a device the account signed in from before (its own budget, not the account's)",
      ],
      RATE_LIMIT_SIGN_UP_PER_IP: [
        "Sign-ups per IP per hour",
      ],
      RATE_LIMIT_MAIL_PER_ADDRESS: [
        "Reset mails per address per hour, and as many confirmation mails apart (over the limit they are silently not sent)",
      ],
      RATE_LIMIT_MAIL_PER_IP: [
        "Reset/confirmation mails requested per IP per hour (counted for unknown addresses too)",
      ],
      RATE_LIMIT_MAIL_REQUESTS_PER_IP: [
        "\"Forgot password?\" and \"Resend confirmation e-mail\" requests per IP per 15 minutes, each (429 past it)",
      ],
      RATE_LIMIT_WRITES_PER_MINUTE: [
        "Changes (likes, messages, payments, uploads...) per signed-in member per minute",
      ],
      RATE_LIMIT_RESET_CONFIRM_PER_IP: [
        "Password-reset confirmations per IP per 15 minutes, and as many e-mail confirmations apart (an IPv6 /64 counts as one address)",
      ],
      RATE_LIMIT_READS_PER_MINUTE: [
        "API reads (GET /api/...) per minute: per signed-in member, and per IP address for every",
        "caller (signed in or not). Not counted: /api/health, pictures (/media) and the web app's files.",
        "The 429 carries Retry-After. Shared by every server with REDIS_URL, like all the limits.",
      ],
      RATE_LIMIT_READS_PER_IP_PER_MINUTE: [],
      RATE_LIMIT_UPLOADS_PER_HOUR: [
        "Picture uploads per member per hour (besides: at most 2 at a time)",
      ],
      REALTIME_SOCKETS_PER_MEMBER: [
        "Open realtime WebSockets per member and per IP address (counted by each server process)",
      ],
      REALTIME_SOCKETS_PER_IP: [],
      QUOTA_PROFILE_VIEWS_PER_DAY: [
        "New profiles (never shown to them before) a member may be shown per UTC day, in Discover and",
        "the lists together; over it Discover answers 429 and lists leave new profiles out (anti-scraping).",
        "Raise it only for load tests and e2e.",
      ],
      QUOTA_PROFILE_VIEWS_PER_IP_PER_DAY: [
        "The same, for all new accounts of one network together (an IPv4 address, an IPv6 /64): many",
        "throwaway accounts on one connection share one budget; established members are not counted.",
      ],
      QUOTA_PROFILE_VIEWS_PER_IPV6_48_PER_DAY: [
        "...and for all new accounts of one IPv6 /48 together, whichever of its 65,536 /64s they use.",
      ],
      QUOTA_NEW_ACCOUNT_DAYS: [
        "An account younger than this many days, and not verified, is new (0: no account is).",
      ],
      QUOTA_LIKES_PER_DAY: [
        "Likes a member may give per UTC day (a like also needs the profile to have been shown).",
      ],
      FLAG_SIGN_UPS_PER_NETWORK: [
        "New accounts from one network within 24 hours that put a flag in the moderators' report queue.",
      ],
      OPENAPI_PUBLIC: [
        "Serve the API's description at /api/openapi.json in production (always on in development and test).",
      ],
      GUARDIAN_INVITE_MIN_ACCOUNT_AGE_DAYS: [
        "Guardian invitations mail people who are not members: an account may invite once it is this",
        "many days old (and its e-mail confirmed); invitations (and re-sends) per network per day.",
      ],
      REPLY_OVERDUE_AFTER_HOURS: [
        "Reply or release: hours a chat waits for a member's reply before it counts toward the like cap.",
      ],
      RATE_LIMIT_GUARDIAN_INVITES_PER_IP: [],
    },
  },
  {
    title: "Admin",
    variables: {
      ADMIN_EMAIL: [
        "Both or neither. At every start the server makes sure this account exists as an admin with",
        "this password (created, promoted or updated; nothing happens when it already is). The natural",
        "way with the embedded database, which only one process can open. Password: 10+ characters.",
        "Or, with the server stopped (or with DATABASE_URL): npm run admin:create -- <email>",
      ],
      ADMIN_PASSWORD: [],
      ADMIN_TOTP_SECRET: [
        "Every admin signs in with a 6-digit code from an authenticator app as well. Without this, the",
        "admin enrols at the first sign-in (the login shows a QR code and the secret as text). With it",
        "(base32, 16+ characters, e.g. from `npm run admin:create -- <email> --totp-secret new`), the",
        "secret is seeded, for automation. Admin sessions end after 30 idle minutes and after 12 hours.",
      ],
    },
  },
  {
    title: "Demo",
    variables: {
      DEMO_MODE: [
        "true: demo members like every new member (npm run demo sets it)",
      ],
    },
  },
  {
    title: "Web app",
    variables: {
      WEB_DIST_DIR: [
        "Folder of the built web app. Default web/dist.",
      ],
      REDIS_URL: [
        "Several servers: realtime events, chat presence and every rate-limit counter through Redis",
        "(unset: in-process, each server counting on its own).",
      ],
    },
  },
  {
    title: "Pictures in an S3-compatible bucket",
    variables: {
      S3_BUCKET: [
        "Several servers must share their pictures: set S3_BUCKET (with the two keys) and every",
        "upload goes to the bucket instead of DATA_DIR/media (AWS S3, Cloudflare R2, MinIO, Backblaze",
        "B2, Garage…). The bucket stays private: members get pictures only through /media. A bucket",
        "without its keys, or S3_* without a bucket, stops the server at boot. The keys need",
        "s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket (HEAD bucket for readiness; a",
        "missing object is then a 404, not a 403). Move existing pictures with npm run storage:migrate.",
      ],
      S3_ENDPOINT: [
        "Unset: AWS, https://s3.<S3_REGION>.amazonaws.com. MinIO: http://minio:9000; R2:",
        "https://<account id>.r2.cloudflarestorage.com; B2: https://s3.<region>.backblazeb2.com",
      ],
      S3_REGION: [
        "Default us-east-1; R2 takes auto",
      ],
      S3_ACCESS_KEY_ID: [],
      S3_SECRET_ACCESS_KEY: [],
      S3_FORCE_PATH_STYLE: [
        "https://host/bucket/key (true) or https://bucket.host/key (false). Default: true with",
        "S3_ENDPOINT (self-hosted stores rarely have wildcard DNS), false without (AWS).",
      ],
    },
  },
  {
    title: "Operations",
    variables: {
      METRICS_PORT: [
        "Prometheus metrics are never public. METRICS_PORT: a second listener serving only GET /metrics,",
        "on METRICS_HOST (loopback by default; a private address for a Prometheus on another machine).",
      ],
      METRICS_HOST: [],
      METRICS_TOKEN: [
        "At least 32 characters: GET /metrics on the main port with \"Authorization: Bearer <token>\"",
        "(required on METRICS_PORT too when set). Neither set: no metrics are served.",
      ],
      SHUTDOWN_DRAIN_MS: [
        "After SIGTERM: readiness (GET /api/ready) answers 503 for this long while the server still",
        "serves, so load balancers stop sending; then it stops accepting, sends sockets elsewhere and",
        "finishes what is in flight. Default 5000 in production, 0 in development.",
      ],
      SHUTDOWN_TIMEOUT_MS: [
        "From the signal, the longest a graceful stop may take before the process exits anyway (code 1).",
      ],
    },
  },
  {
    title: "Store apps opening e-mail links",
    variables: {
      ANDROID_APP_FINGERPRINTS: [
        "SHA-256 fingerprints of the Android app's signing certificates (AA:BB:…, comma-separated):",
        "served in /.well-known/assetlinks.json so reset, confirmation and guardian links open the app.",
      ],
      IOS_APP_IDS: [
        "TEAMID.bundle.id of the iOS apps (comma-separated): /.well-known/apple-app-site-association.",
      ],
    },
  },
];
