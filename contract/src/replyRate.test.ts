import { describe, expect, it } from 'vitest';
import { replyRateOf, type ReplyTurn } from './replyRate';

const HOUR = 3600 * 1000;
const now = new Date('2026-09-30T12:00:00Z');
/** A turn that began `agoHours` before now and was answered `afterHours` later (null: not answered). */
const turn = (agoHours: number, afterHours: number | null, endedAfterHours: number | null = null): ReplyTurn => {
  const startedAt = new Date(now.getTime() - agoHours * HOUR);
  const later = (hours: number | null) => (hours === null ? null : new Date(startedAt.getTime() + hours * HOUR));
  return { startedAt, repliedAt: later(afterHours), chatEndedAt: later(endedAfterHours) };
};
const repeat = (n: number, make: () => ReplyTurn) => Array.from({ length: n }, make);

describe('replyRateOf', () => {
  it('says nothing before 5 unlocked chats, however quick the replies', () => {
    expect(replyRateOf(4, repeat(10, () => turn(100, 1)), now)).toBeNull();
    expect(replyRateOf(5, repeat(10, () => turn(100, 1)), now)).toBe('withinDay');
  });

  it('says nothing when no turn is decided yet', () => {
    expect(replyRateOf(6, [], now)).toBeNull();
    expect(replyRateOf(6, [turn(47, null)], now)).toBeNull();
  });

  it('"within a day" needs 70 % of the turns answered within 24 h', () => {
    expect(replyRateOf(5, [...repeat(7, () => turn(100, 24)), ...repeat(3, () => turn(100, null))], now)).toBe('withinDay');
    expect(replyRateOf(5, [...repeat(6, () => turn(100, 24)), ...repeat(4, () => turn(100, null))], now)).toBeNull();
  });

  it('"most messages" when 70 % are answered but not that fast', () => {
    expect(replyRateOf(5, [...repeat(4, () => turn(100, 2)), ...repeat(3, () => turn(100, 30)), ...repeat(3, () => turn(100, null))], now)).toBe('most');
    expect(replyRateOf(5, [...repeat(7, () => turn(100, 24.5)), ...repeat(3, () => turn(100, null))], now)).toBe('most');
  });

  it('an unanswered turn counts only once its 48 h have run out', () => {
    const answered = repeat(7, () => turn(100, 1));
    // Four turns waiting 47 h are still open: 7 of 7 decided turns were answered quickly.
    expect(replyRateOf(5, [...answered, ...repeat(4, () => turn(47, null))], now)).toBe('withinDay');
    // The same four at 48 h: 7 of 11 (64 %) is neither "usually" nor "most".
    expect(replyRateOf(5, [...answered, ...repeat(4, () => turn(48, null))], now)).toBeNull();
  });

  it('an unanswered turn of a chat that ended within its 48 h does not count', () => {
    const answered = repeat(7, () => turn(100, 1));
    expect(replyRateOf(5, [...answered, ...repeat(4, () => turn(100, null, 5))], now)).toBe('withinDay');
    expect(replyRateOf(5, [...answered, ...repeat(4, () => turn(100, null, 48))], now)).toBeNull();
  });
});
