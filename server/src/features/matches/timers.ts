import { serverMessage } from '@mithaq/contract/messages';
import { timers, tokenEconomy } from '@mithaq/contract/constants';
import { ledgerKeys } from '@mithaq/contract/tokens';
import type { Queryable, Tx } from '../../platform/db/connect';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import type { LinkDeps } from '../../platform/mail/unsubscribe-links';
import { mailReminder } from './reminder-mail';
import { notify } from '../notifications/public';
import { findProfileRow, nameOf } from '../profiles/public';
import { penalise, refundUnlockPayments } from './ledger';
import { endMatch } from './changes';
import { refreshReplyRate } from '../reply-rate/public';
import { deferPausedTurns } from '../away/public';
import * as repo from './repo';
import { otherSide, profileOn, sideOf, type Side } from './sides';

const BATCH = 50;

/** Names each side sees of the other, for the ledger's name params. */
async function otherNames(q: Queryable, match: repo.MatchRow): Promise<Record<Side, string>> {
  return { 1: await nameOf(q, match.profile2Id), 2: await nameOf(q, match.profile1Id) };
}

type Expiry = (tx: Tx, match: repo.MatchRow, now: Date) => Promise<void>;

/** Payment window over: automatic unmatch, every unlock payment refunded. */
const paymentExpired: Expiry = async (tx, match, now) => {
  await refundUnlockPayments(tx, match.id, [1, 2], now);
  await endMatch(tx, match, null, now);
};

/** Nobody wrote first within 48 h of unlocking: automatic unmatch, no charge. */
const initialExpired: Expiry = async (tx, match, now) => {
  await endMatch(tx, match, null, now);
};

/**
 * Whether the writer could have written to the recipient: the recipient active and not
 * suspended (mithaq_send_message refuses a message to one who is not), and the writer not
 * refused by the recipient's "only verified members" setting (repo.needsBadge). The writer's own
 * deactivation or suspension excuses nothing: the turn was theirs.
 */
async function couldWrite(q: Queryable, writerId: string, recipientId: string) {
  const recipient = await findProfileRow(q, recipientId);
  if (!recipient?.isActive || recipient.suspendedAt) return false;
  return !(await repo.needsBadge(q, writerId, recipientId));
}

/**
 * The one whose turn it was did not reply: they pay the ghosting penalty, the other is refunded.
 * Not when they could not write: the other had deactivated or was suspended, or accepts only
 * verified members and they have no badge (a setting turned on, or a badge hidden, mid-chat).
 * Nobody ghosted then.
 */
const responseExpired: Expiry = async (tx, match, now) => {
  const ghoster = match.awaitingResponseFrom;
  const ghosterSide = ghoster ? sideOf(match, ghoster) : null;
  const names = await otherNames(tx, match);
  if (ghoster && ghosterSide && (await couldWrite(tx, ghoster, profileOn(match, otherSide(ghosterSide))))) {
    await penalise(tx, ghoster, tokenEconomy.ghostingPenalty, { key: ledgerKeys.ghostingPenalty, params: { name: names[ghosterSide] } }, match.id, now);
    await refundUnlockPayments(tx, match.id, [otherSide(ghosterSide)], now);
  }
  await endMatch(tx, match, null, now);
  // The turn ran out unanswered: the ghoster's reply rate counts it (issue 28).
  if (ghoster) await refreshReplyRate(tx, ghoster, now);
};

/**
 * 24 h left to reply: remind the one whose turn it is, once per turn (and by e-mail when no
 * device of theirs gets pushes: account/reminder-mail.ts).
 */
const remind = (deps: LinkDeps): Expiry => async (tx, match, now) => {
  const awaiting = match.awaitingResponseFrom;
  const side = awaiting ? sideOf(match, awaiting) : null;
  if (awaiting && side) {
    const name = await nameOf(tx, profileOn(match, otherSide(side)));
    await notify(tx, { userId: awaiting, type: 'timer_reminder', senderId: profileOn(match, otherSide(side)), message: serverMessage('matches.reminder', { name }), referenceId: match.id, now });
    await mailReminder(deps, tx, { userId: awaiting, matchId: match.id, kind: 'reply', now });
  }
  await repo.updateMatch(tx, match.id, { reminderSentAt: now }); // nothing the screens show
};

/** 24 h left in the payment window: remind each side that has not paid yet, once per round (by e-mail likewise). */
const remindPayment = (deps: LinkDeps): Expiry => async (tx, match, now) => {
  const names = await otherNames(tx, match);
  for (const side of [1, 2] as const) {
    if (side === 1 ? match.user1Paid : match.user2Paid) continue;
    const message = serverMessage('matches.paymentReminder', { name: names[side] });
    await notify(tx, { userId: profileOn(match, side), type: 'timer_reminder', senderId: profileOn(match, otherSide(side)), message, referenceId: match.id, now });
    await mailReminder(deps, tx, { userId: profileOn(match, side), matchId: match.id, kind: 'payment', now });
  }
  await repo.updateMatch(tx, match.id, { paymentReminderSentAt: now });
};

/**
 * One sweep over every due timer. Rows are claimed with FOR UPDATE SKIP LOCKED and the
 * due condition is part of the claim, so any number of servers may sweep at once and a
 * match is never processed twice.
 */
export async function sweepTimers(deps: Pick<Platform, 'database' | 'clock' | 'bus'> & LinkDeps): Promise<number> {
  const now = deps.clock.now();
  const rules: [repo.DueTimer, Date, Expiry][] = [
    ['payment', now, paymentExpired],
    ['firstMessage', now, initialExpired],
    ['reply', now, responseExpired],
    ['reminder', new Date(now.getTime() + timers.reminderBeforeExpiryMs), remind(deps)],
    ['paymentReminder', new Date(now.getTime() + timers.reminderBeforeExpiryMs), remindPayment(deps)],
  ];
  // Members away (issue 28): their turns begun while away wait for their return, before any expiry or reminder.
  await inTransaction(deps, (tx) => deferPausedTurns(tx, now));
  let handled = 0;
  for (const [timer, dueBy, apply] of rules) {
    let claimed: number;
    do {
      claimed = await inTransaction(deps, async (tx) => {
        const rows = await repo.claimDue(tx, timer, dueBy, BATCH);
        for (const row of rows) await apply(tx, row, now);
        return rows.length;
      });
      handled += claimed;
    } while (claimed === BATCH);
  }
  return handled;
}

/** Seconds the longest-waiting due timer that ends a match has waited for a sweep (0: none waits). */
export async function overdueTimerSeconds(deps: Pick<Platform, 'database' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const oldest = await repo.oldestDueEnding(deps.database.db, now);
  return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
}
