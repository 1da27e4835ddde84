import { performance } from 'node:perf_hooks';
import { overdueTimerSeconds, sweepTimers } from '../features/matches/timers';
import { deleteMarriedChats } from '../features/marriage/service';
import { purgeExpiredEvidence } from '../features/evidence/service';
import { sendWeeklyTranscripts } from '../features/guardians/transcripts';
import type { Platform } from '../platform/platform';
import { outboxBacklog } from '../platform/outbox/deliver';
import { pruneOutbox } from '../platform/outbox/retention';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';
import { runScheduledBackup, scheduledBackupAge } from '../platform/backup/schedule';
import { grantWeeklyTokens } from '../features/tokens/weekly-grant';
import { purgeExpiredSelfies } from '../features/verification/retention';
import { sweepVerificationAsks } from '../features/verification/asks';
import { anonymiseExpiredAccounts } from '../features/account/retention';
import { pruneSignUpNetworks } from '../features/networks/service';
import { pruneEndedRegistrations } from '../features/push/service';
import { pruneEndedSessions, pruneSpentLinks, pruneUnconfirmedAccounts } from '../features/auth/retention';
import { pruneNotifications } from '../features/notifications/retention';
import { pruneDeckHistory } from '../features/profile-views/retention';
import { refreshRecentReplyRates } from '../features/reply-rate/service';

const TIMER_SWEEP_MS = 30_000;
const WEEKLY_CHECK_MS = 60 * 60 * 1000;
/** How often a server asks whether the scheduled backup is due (one row read; one server runs it). */
const BACKUP_CHECK_MS = 10 * 60 * 1000;

export interface Jobs {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/**
 * Background work of a server process; every job is safe to run on several servers at once.
 * `schedule: false` (tests) keeps only the outbox nudge: tests run sweeps themselves with
 * their own clock, and a shared test database must never be swept by another test's clock.
 */
export function startJobs(platform: Platform, options: { schedule: boolean } = { schedule: true }): Jobs {
  const outbox = createOutboxWorker({
    db: platform.database.db,
    mailer: platform.mailer,
    clock: platform.clock,
    logger: platform.logger,
    pushSender: platform.push,
    storage: platform.storage,
  });
  // Runs in flight, so stopping waits for them rather than closing the database under them.
  const running = new Set<Promise<void>>();
  const safely = (name: string, job: () => Promise<unknown>) => () => {
    const started = performance.now();
    const run = job().then(
      () => platform.metrics.observeJob(name, (performance.now() - started) / 1000, false),
      (error: unknown) => {
        platform.metrics.observeJob(name, (performance.now() - started) / 1000, true);
        platform.logger.error({ err: error, job: name }, 'job failed');
      },
    );
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  platform.metrics.provide({
    outbox: () => outboxBacklog({ db: platform.database.db, clock: platform.clock }),
    overdueTimerSeconds: () => overdueTimerSeconds(platform),
    backupAgeSeconds: () => scheduledBackupAge(platform),
  });
  const sweepMatchTimers = safely('timers', () => sweepTimers(platform));
  // Requests to verify whose 7 days passed unmet, as often as the match timers.
  const sweepAsks = safely('verification-asks', () => sweepVerificationAsks(platform));
  const sweep = () => {
    sweepMatchTimers();
    sweepAsks();
  };
  const weekly = safely('weekly-grant', () => grantWeeklyTokens(platform));
  // Evidence of deleted reported members past the policy's retention (hourly, like the weekly check).
  const evidence = safely('evidence-retention', () => purgeExpiredEvidence(platform));
  // Married couples' chats 30 days after the confirmation, unless both chose to keep them (hourly).
  const marriedChats = safely('married-chats', () => deleteMarriedChats(platform));
  // Verification selfies past the policy's retention (hourly).
  const selfies = safely('selfie-retention', () => purgeExpiredSelfies(platform));
  // Guardians' weekly transcripts of the week that ended (hourly; one per guardian per week).
  const transcripts = safely('guardian-transcripts', () => sendWeeklyTranscripts(platform));
  // Closed accounts past the policy's 2 years become "Former member" (hourly; acts on due rows only).
  const retention = safely('account-retention', () => anonymiseExpiredAccounts(platform));
  // Sign-ups' networks past the flag's window, and network flags past their time in the queue (hourly).
  const networks = safely('sign-up-networks', () => pruneSignUpNetworks(platform));
  // Outbox rows a day after they were sent, a week after they were given up (they hold links).
  const outboxRetention = safely('outbox-retention', () => pruneOutbox({ db: platform.database.db, clock: platform.clock }));
  // The file outbox's messages (no SMTP_URL) past MAIL_FILE_RETENTION_DAYS.
  const mailRetention = safely('mail-file-retention', async () => platform.mailer.prune?.(platform.clock.now()));
  // Push registrations of sessions that expired (a revoke deletes its own at once) (hourly).
  const pushRegistrations = safely('push-registrations', () => pruneEndedRegistrations(platform));
  // The privacy policy's pruning (hourly; batched deletes of rows past their period, contract retention).
  const pruning = [
    safely('session-pruning', () => pruneEndedSessions(platform)),
    safely('link-pruning', () => pruneSpentLinks(platform)),
    safely('unconfirmed-account-pruning', () => pruneUnconfirmedAccounts(platform)),
    safely('notification-pruning', () => pruneNotifications(platform)),
    safely('deck-history-pruning', () => pruneDeckHistory(platform)),
  ];
  // Reply rates of members who wrote in the last hours (issue 28; hourly, off the send path).
  const replyRates = safely('reply-rates', () => refreshRecentReplyRates(platform));
  // The scheduled backup (BACKUP_EVERY_HOURS; off at 0): checked every 10 minutes, run by the server that claims it.
  // A shutdown stops a run between two archive entries rather than waiting for the whole archive.
  const stopBackup = new AbortController();
  const backup = safely('scheduled-backup', () => runScheduledBackup(platform, stopBackup.signal));
  const hourly = [replyRates, weekly, evidence, marriedChats, selfies, transcripts, retention, networks, pushRegistrations, outboxRetention, mailRetention, ...pruning];
  const intervals: NodeJS.Timeout[] = [];
  if (options.schedule) {
    outbox.start();
    intervals.push(setInterval(sweep, TIMER_SWEEP_MS), setInterval(backup, BACKUP_CHECK_MS), ...hourly.map((job) => setInterval(job, WEEKLY_CHECK_MS)));
    intervals.forEach((interval) => interval.unref());
    sweep();
    hourly.forEach((job) => job());
    backup();
  }
  const unsubscribe = platform.bus.subscribe((event) => {
    if (event.type === 'outbox.enqueued') outbox.nudge();
  });
  return {
    outbox,
    async stop() {
      intervals.forEach((interval) => clearInterval(interval));
      stopBackup.abort();
      unsubscribe();
      await Promise.all([outbox.stop(), ...running]);
    },
  };
}
