import { serverMessage } from '@mithaq/contract/messages';
import { photoSafetyMessages as messages, VERIFICATION_ASK_MS, type VerificationAskResponse } from '@mithaq/contract/photoSafety';
import { serverMessages } from '@mithaq/contract/errors';
import { conflict, notFound } from '../../errors';
import type { AuthContext } from '../../auth-context';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { announceMatch, endMatch, refundUnlockPayments } from '../matches/public';
import { notify, type NotificationMessage } from '../notifications/public';
import { nameOf } from '../profiles/public';
import * as repo from './asks-repo';

/**
 * "Ask a match to verify": one member of an active match asks the other, who has no badge, to get
 * one within VERIFICATION_ASK_DAYS. Met when a moderator approves their selfie (meetVerificationAsks,
 * in the approval's transaction); when the days pass unmet the sweep expires it, both are told,
 * and the asker may end the match at no cost to anyone: the asked member chose not to verify,
 * which is no ghosting, and the asker is not at fault (their unlock payment comes back).
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 50;

const participantOf = (match: repo.MatchRow | undefined, userId: string) =>
  match && (match.profile1Id === userId || match.profile2Id === userId) ? match : undefined;
const otherOf = (match: repo.MatchRow, userId: string) => (match.profile1Id === userId ? match.profile2Id : match.profile1Id);
const sideOf = (match: repo.MatchRow, userId: string) => (match.profile1Id === userId ? 1 : 2);

function notifyAsk(q: Queryable, userId: string, senderId: string, message: NotificationMessage, matchId: string, now: Date) {
  return notify(q, { userId, type: 'verification', senderId, message, referenceId: matchId, now });
}

/** What the chat shows of the match's newest ask, and whether the viewer may ask now. Another's match: 404. */
export async function verificationAskOf(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext, matchId: string): Promise<VerificationAskResponse> {
  const { db } = deps.database;
  const match = participantOf(await repo.findMatch(db, matchId), auth.userId);
  if (!match) throw notFound(serverMessages.notFound);
  const active = match.unmatchedAt === null && !(await repo.matchTimedOut(db, matchId, deps.clock.now()));
  const other = await repo.nameAndBadgeOf(db, otherOf(match, auth.userId));
  const mine = await repo.unmetAskBy(db, matchId, auth.userId);
  const latest = await repo.latestAskOn(db, matchId);
  const now = deps.clock.now().getTime();
  const ask = latest && {
    id: latest.id,
    mine: latest.askerId === auth.userId,
    status: latest.metAt ? ('met' as const) : latest.expiredAt ? ('expired' as const) : ('open' as const),
    expiresAt: latest.expiresAt.toISOString(),
    daysLeft: latest.metAt || latest.expiredAt ? 0 : Math.max(0, Math.ceil((latest.expiresAt.getTime() - now) / DAY_MS)),
    mayEnd: active && latest.askerId === auth.userId && !latest.metAt && latest.expiredAt !== null,
  };
  return { ask: ask ?? null, mayAsk: active && Boolean(other) && !other?.verifiedAt && !mine };
}

/** Asks the other member of an active match to verify: they are notified and have 7 days. */
export async function askToVerify(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const match = participantOf(await repo.lockMatch(tx, matchId), auth.userId);
    if (!match || match.unmatchedAt) throw notFound(serverMessages.notFound);
    const askedId = otherOf(match, auth.userId);
    const [asked, asker] = [await repo.nameAndBadgeOf(tx, askedId), await repo.nameAndBadgeOf(tx, auth.userId)];
    if (!asked || !asker) throw notFound(serverMessages.notFound);
    if (asked.verifiedAt) throw conflict(messages.askNotNeeded(asked.name));
    if (await repo.unmetAskBy(tx, matchId, auth.userId)) throw conflict(messages.askAlreadyOpen(asked.name));
    const now = deps.clock.now();
    await repo.insertAsk(tx, { matchId, askerId: auth.userId, askedId, createdAt: now, expiresAt: new Date(now.getTime() + VERIFICATION_ASK_MS) });
    await notifyAsk(tx, askedId, auth.userId, serverMessage('photoSafety.askedYou', { name: asker.name }), matchId, now);
    announceMatch(tx, matchId, [match.profile1Id, match.profile2Id]);
  });
  return { ok: true as const };
}

/** In the approval's transaction: the new badge meets every open ask of the member; the askers are told. */
export async function meetVerificationAsks(q: Queryable, profileId: string, now: Date) {
  const met = await repo.meetAsksOf(q, profileId, now);
  if (met.length === 0) return;
  const name = await nameOf(q, profileId);
  for (const ask of met) {
    await notifyAsk(q, ask.askerId, profileId, serverMessage('photoSafety.askMet', { name }), ask.matchId, now);
    const match = await repo.findMatch(q, ask.matchId);
    if (match) announceMatch(q, match.id, [match.profile1Id, match.profile2Id]);
  }
}

/**
 * Expires asks whose 7 days passed unmet (the job runner, beside the match timers); both members
 * of a still active match are told. Resolves with how many expired.
 */
export async function sweepVerificationAsks(deps: Deps): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await inTransaction(deps, async (tx) => {
      const now = deps.clock.now();
      const rows = await repo.expireDueAsks(tx, now, SWEEP_BATCH);
      for (const ask of rows.filter((row) => row.matchActive)) {
        const [askerName, askedName] = [await nameOf(tx, ask.askerId), await nameOf(tx, ask.askedId)];
        await notifyAsk(tx, ask.askerId, ask.askedId, serverMessage('photoSafety.askExpiredAsker', { name: askedName }), ask.matchId, now);
        await notifyAsk(tx, ask.askedId, ask.askerId, serverMessage('photoSafety.askExpiredAsked', { name: askerName }), ask.matchId, now);
        announceMatch(tx, ask.matchId, [ask.askerId, ask.askedId].sort() as [string, string]);
      }
      return rows.length;
    });
    expired += batch;
    if (batch < SWEEP_BATCH) return expired;
  }
}

/**
 * The asker ends the match after an unmet ask expired: no penalty for anyone, the asker's unlock
 * payment refunded; the match ends as the asker's unmatch (rematch rules as usual). Only while
 * the ask still stands: not once the asked member has the badge (however late), not with an ask
 * of an earlier round (closed when that round ended), and not on a match that has ended or whose
 * own timers ran out, which the sweep ends with its usual penalties.
 */
export async function endAfterUnmetAsk(deps: Deps, auth: AuthContext, matchId: string) {
  await inTransaction(deps, async (tx) => {
    const match = participantOf(await repo.lockMatch(tx, matchId), auth.userId);
    if (!match) throw notFound(serverMessages.notFound);
    const now = deps.clock.now();
    if (match.unmatchedAt || (await repo.matchTimedOut(tx, matchId, now))) throw conflict(messages.askMatchEnded);
    const asked = await repo.nameAndBadgeOf(tx, otherOf(match, auth.userId));
    if (asked?.verifiedAt) throw conflict(messages.askNotNeeded(asked.name));
    const ask = await repo.unmetAskBy(tx, matchId, auth.userId);
    if (!ask?.expiredAt) throw conflict(messages.askNotExpired);
    await refundUnlockPayments(tx, matchId, [sideOf(match, auth.userId)], now);
    await endMatch(tx, match, auth.userId, now);
  });
  return { ok: true as const };
}
