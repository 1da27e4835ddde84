import { z } from 'zod';
import { text } from './messages';

/**
 * Issue 28, "away" (travel, exams, family matters): the member's reply timers pause for at most
 * 7 days, at most once in any 30 days (rolling, counted from the start of the last pause; DESIGN §4).
 */
export const AWAY_MAX_DAYS = 7;
export const AWAY_ONCE_PER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const AWAY_MAX_MS = AWAY_MAX_DAYS * DAY_MS;
export const AWAY_ONCE_PER_MS = AWAY_ONCE_PER_DAYS * DAY_MS;

export const awayReasons = ['travel', 'exams', 'family'] as const;
export type AwayReason = (typeof awayReasons)[number];

export const awayMessages = {
  untilInvalid: text('away.untilInvalid'),
  tooSoon: text('away.tooSoon'),
  notAway: text('away.notAway'),
  likeWhileAway: text('away.likeWhileAway'),
} as const;

/** POST /api/profiles/me/away: why, and until when (an instant within the next 7 days). */
export const setAwaySchema = z.object({
  reason: z.enum(awayReasons),
  until: z.iso.datetime({ offset: true, error: awayMessages.untilInvalid }),
});
export type SetAway = z.infer<typeof setAwaySchema>;

/** A pause as the member's matches see it on the card (publicProfileSchema) and the member on the Account page. */
export const awaySchema = z.object({ reason: z.enum(awayReasons), until: z.string() });
export type Away = z.infer<typeof awaySchema>;

/** GET /api/profiles/me/away: the pause now (null: none), and from when a new one may start (null: now). */
export const awayStatusSchema = z.object({
  away: awaySchema.nullable(),
  availableAt: z.string().nullable(),
});
export type AwayStatus = z.infer<typeof awayStatusSchema>;
