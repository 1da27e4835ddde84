import { chatMessages } from '@mithaq/contract/chat';
import { timers, tokenEconomy } from '@mithaq/contract/constants';
import { englishEmailText } from '@mithaq/contract/emails';
import { matchMessages } from '@mithaq/contract/matches';
import { keyedMessage, serverMessage, type ServerMessage } from '@mithaq/contract/messages';
import type { TokenTransaction } from '@mithaq/contract/tokens';
import type { MatchRow } from '../../src/features/matches/repo';
import { isoWeek } from '../../src/features/tokens/weekly-grant';

/**
 * An independent model of DESIGN §4 (the token economy and timers), written from the
 * design's table rather than from the server code, for the ledger property test: it says
 * what every operation should answer and which ledger rows it should write.
 */
export interface Entry {
  userId: string;
  type: TokenTransaction['type'];
  amount: number;
  referenceId: string | null;
  /** As the wallet shows it in English: a match entry names the other person. */
  description: string;
}

export interface ModelMatch {
  id: string;
  users: readonly [string, string];
  active: boolean;
  unlocked: boolean;
  /** What each user paid to unlock in the current round (0, 3 or 6). */
  paid: Record<string, number>;
  initiator: string | null;
  paymentExpiresAt: number | null;
  initialExpiresAt: number | null;
  responseExpiresAt: number | null;
  awaiting: string | null;
}

/** The API's expected answer: its status and exact body. */
export interface Expected {
  status: number;
  body: unknown;
}

const ok = (body: unknown): Expected => ({ status: 200, body });
/** The error body: the English text, with its registry key (and values) when it has one. */
const refused = (status: number, code: string, message: string | ServerMessage): Expected => {
  const { text, key, params } = keyedMessage(message);
  return { status, body: { error: { code, message: text, ...(key && { key }), ...(params && { params }) } } };
};
const notFound = refused(404, 'NOT_FOUND', matchMessages.notFound);
const conflict = (message: string) => refused(409, 'CONFLICT', message);

export class LedgerModel {
  readonly balances = new Map<string, number>();
  readonly entries: Entry[] = [];
  readonly matches = new Map<string, ModelMatch>();
  private readonly names = new Map<string, string>();
  private readonly weeksGranted = new Map<string, Set<string>>();
  /** Answers stored per (user, idempotency key): only successful requests keep their key. */
  private readonly keys = new Map<string, { request: string; answer: Expected }>();

  addUser(id: string, name: string, welcomeTokens: number) {
    this.names.set(id, name);
    this.balances.set(id, 0);
    this.weeksGranted.set(id, new Set());
    if (welcomeTokens > 0) this.record(id, 'grant', welcomeTokens, null, englishEmailText('ledger.welcome'));
  }

  addMatch(id: string, a: string, b: string, now: Date) {
    this.matches.set(id, {
      id, users: [a, b], active: true, unlocked: false, paid: { [a]: 0, [b]: 0 }, initiator: null,
      paymentExpiresAt: now.getTime() + timers.paymentWindowMs, initialExpiresAt: null, responseExpiresAt: null, awaiting: null,
    });
  }

  pay(userId: string, matchId: string, express: boolean, key: string, now: Date): Expected {
    return this.once(userId, key, { op: 'pay', matchId, express }, () => this.payNow(userId, matchId, express, now));
  }

  rematch(userId: string, matchId: string, key: string, now: Date): Expected {
    return this.once(userId, key, { op: 'rematch', matchId }, () => this.rematchNow(userId, matchId, now));
  }

  /** Manual unmatch: 3 tokens before unlock (unlock payments go back), 1 after. */
  unmatch(userId: string, matchId: string): Expected {
    const match = this.participantMatch(userId, matchId);
    if (!match) return notFound;
    if (!match.active) return conflict(matchMessages.ended);
    const cost = match.unlocked ? tokenEconomy.unmatchPenaltyUnlocked : tokenEconomy.unmatchPenaltyLocked;
    this.record(userId, 'penalty', -cost, match.id, englishEmailText('ledger.unmatchPenalty', { name: this.otherName(match, userId) }));
    if (!match.unlocked) this.refund(match, match.users);
    this.end(match, userId);
    return ok({ ok: true });
  }

  /** A message: only in an active, unlocked match; the other side now has 48 h to reply. */
  message(senderId: string, matchId: string, content: string, now: Date): Expected {
    const match = this.participantMatch(senderId, matchId);
    if (!match) return notFound;
    if (!match.active) return conflict(chatMessages.cannotSend);
    if (!match.unlocked) return refused(403, 'FORBIDDEN', chatMessages.chatLocked);
    match.initialExpiresAt = null;
    match.responseExpiresAt = now.getTime() + timers.responseTimerMs;
    match.awaiting = this.otherOf(match, senderId);
    return ok({ message: { senderId, content } });
  }

  /** The sweeper at `now`: every timer due by then fires once. */
  sweep(now: Date) {
    const t = now.getTime();
    for (const match of this.matches.values()) {
      if (!match.active) continue;
      if (!match.unlocked && match.paymentExpiresAt !== null && match.paymentExpiresAt <= t) {
        this.refund(match, match.users);
        this.end(match, null);
      } else if (match.initialExpiresAt !== null && match.initialExpiresAt <= t) {
        this.end(match, null);
      } else if (match.responseExpiresAt !== null && match.responseExpiresAt <= t) {
        const ghoster = match.awaiting!;
        this.record(ghoster, 'penalty', -tokenEconomy.ghostingPenalty, match.id, englishEmailText('ledger.ghostingPenalty', { name: this.otherName(match, ghoster) }));
        this.refund(match, [this.otherOf(match, ghoster)]);
        this.end(match, null);
      }
    }
  }

  /** Weekly top-up: balances below 10 go up to 10 (adding at most 10), at most one grant per user per ISO week. */
  weekly(now: Date) {
    const week = isoWeek(now);
    for (const [userId, balance] of this.balances) {
      const granted = this.weeksGranted.get(userId)!;
      if (balance >= tokenEconomy.weeklyTopUpTo || granted.has(week)) continue;
      const amount = Math.min(tokenEconomy.weeklyTopUpTo - balance, tokenEconomy.weeklyTopUpTo);
      this.record(userId, 'grant', amount, null, englishEmailText('ledger.weekly'));
      granted.add(week);
    }
  }

  /** The next moment one of this match's timers fires, if any. */
  nextDue(match: ModelMatch): number | null {
    if (!match.active) return null;
    return (!match.unlocked ? match.paymentExpiresAt : null) ?? match.initialExpiresAt ?? match.responseExpiresAt;
  }

  private payNow(userId: string, matchId: string, express: boolean, now: Date): Expected {
    const match = this.participantMatch(userId, matchId);
    if (!match) return notFound;
    if (!match.active) return conflict(matchMessages.ended);
    if (match.unlocked) return conflict(matchMessages.alreadyUnlocked);
    if (match.paid[userId]! > 0) return conflict(matchMessages.alreadyPaid);
    const cost = express ? tokenEconomy.expressUnlockCost : tokenEconomy.unlockCost;
    if (this.balances.get(userId)! < cost) {
      return refused(400, 'VALIDATION', express ? matchMessages.insufficientExpress : matchMessages.insufficientUnlock);
    }
    const description = englishEmailText(express ? 'ledger.express' : 'ledger.unlock', { name: this.otherName(match, userId) });
    this.record(userId, express ? 'express_payment' : 'payment', -cost, match.id, description);
    match.paid[userId] = cost;
    const unlocked = express || match.paid[this.otherOf(match, userId)]! > 0;
    if (unlocked) {
      match.unlocked = true;
      match.paymentExpiresAt = null;
      match.initialExpiresAt = now.getTime() + timers.initialTimerMs;
    }
    return ok({ chatUnlocked: unlocked, balance: this.balances.get(userId) });
  }

  /** Rematch: 3 tokens, only by the one who unmatched or after an automatic unmatch; a fresh round. */
  private rematchNow(userId: string, matchId: string, now: Date): Expected {
    const match = this.participantMatch(userId, matchId);
    if (!match) return notFound;
    if (match.active) return conflict(matchMessages.stillActive);
    if (match.initiator !== null && match.initiator !== userId) {
      return refused(403, 'FORBIDDEN', serverMessage('matches.cannotRematch', { name: this.otherName(match, userId) }));
    }
    if (this.balances.get(userId)! < tokenEconomy.rematchCost) return refused(400, 'VALIDATION', matchMessages.insufficientRematch);
    this.record(userId, 'payment', -tokenEconomy.rematchCost, match.id, englishEmailText('ledger.rematch', { name: this.otherName(match, userId) }));
    Object.assign(match, {
      active: true, unlocked: false, paid: { [match.users[0]]: 0, [match.users[1]]: 0 }, initiator: null,
      paymentExpiresAt: now.getTime() + timers.paymentWindowMs, initialExpiresAt: null, responseExpiresAt: null, awaiting: null,
    });
    return ok({ matchId: match.id, balance: this.balances.get(userId) });
  }

  /** Idempotency: a stored key replays its answer, or refuses a different request. */
  private once(userId: string, key: string, request: object, run: () => Expected): Expected {
    const stored = this.keys.get(`${userId}:${key}`);
    if (stored) return stored.request === JSON.stringify(request) ? stored.answer : conflict(matchMessages.idempotencyMismatch);
    const answer = run();
    if (answer.status === 200) this.keys.set(`${userId}:${key}`, { request: JSON.stringify(request), answer });
    return answer;
  }

  private participantMatch(userId: string, matchId: string) {
    const match = this.matches.get(matchId);
    return match?.users.includes(userId) ? match : undefined;
  }

  private otherOf(match: ModelMatch, userId: string) {
    return match.users[0] === userId ? match.users[1] : match.users[0];
  }

  private otherName(match: ModelMatch, userId: string) {
    return this.names.get(this.otherOf(match, userId))!;
  }

  private refund(match: ModelMatch, users: readonly string[]) {
    for (const userId of users) {
      if (match.paid[userId]! > 0) this.record(userId, 'refund', match.paid[userId]!, match.id, englishEmailText('ledger.refund', { name: this.otherName(match, userId) }));
    }
  }

  /** The round ends; what was paid stays on the row (a rematch starts from zero). */
  private end(match: ModelMatch, initiator: string | null) {
    Object.assign(match, { active: false, initiator, paymentExpiresAt: null, initialExpiresAt: null, responseExpiresAt: null, awaiting: null });
  }

  private record(userId: string, type: Entry['type'], amount: number, referenceId: string | null, description: string) {
    this.entries.push({ userId, type, amount, referenceId, description });
    this.balances.set(userId, this.balances.get(userId)! + amount);
  }
}

/** A match as the model sees it, to compare with the database row. */
export const viewOfModel = (m: ModelMatch) => ({
  id: m.id, active: m.active, unlocked: m.unlocked, paid: m.paid, initiator: m.initiator,
  paymentExpiresAt: m.paymentExpiresAt, initialExpiresAt: m.initialExpiresAt, responseExpiresAt: m.responseExpiresAt, awaiting: m.awaiting,
});

/** The same view of a `matches` row. */
export const viewOfRow = (row: MatchRow): ReturnType<typeof viewOfModel> => ({
  id: row.id, active: row.unmatchedAt === null, unlocked: row.chatUnlocked,
  paid: { [row.profile1Id]: row.user1PaidTokens, [row.profile2Id]: row.user2PaidTokens }, initiator: row.unmatchInitiatorId,
  paymentExpiresAt: row.paymentExpiresAt?.getTime() ?? null, initialExpiresAt: row.initialTimerExpiresAt?.getTime() ?? null,
  responseExpiresAt: row.responseTimerExpiresAt?.getTime() ?? null, awaiting: row.awaitingResponseFrom,
});
