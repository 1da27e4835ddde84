import { z } from 'zod';
import { text, textWith } from './messages';
import { guardianBannerSchema } from './guardians';
import { intentionDifferenceSchema } from './intentions';
import { matchQuestionStateSchema } from './matchQuestion';
import { publicProfileSchema } from './profiles';

/** Every match/payment/rematch message of spec §5/§8, exactly. */
export const matchMessages = {
  notFound: text('matches.notFound'),
  insufficientUnlock: text('matches.insufficientUnlock'),
  insufficientExpress: text('matches.insufficientExpress'),
  insufficientRematch: text('matches.insufficientRematch'),
  cannotRematchTitle: text('matches.cannotRematchTitle'),
  cannotRematch: (name: string) => textWith('matches.cannotRematch', { name }),
  ended: text('matches.ended'),
  stillActive: text('matches.stillActive'),
  alreadyPaid: text('matches.alreadyPaid'),
  alreadyUnlocked: text('matches.alreadyUnlocked'),
  pairAlreadyMatched: text('matches.pairAlreadyMatched'),
  idempotencyMismatch: text('matches.idempotencyMismatch'),
  paymentFailedTitle: text('matches.paymentFailedTitle'),
  rematchFailedTitle: text('matches.rematchFailedTitle'),
} as const;

/** A header every payment and rematch carries, so a retried request never charges twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const payBodySchema = z.object({ express: z.boolean().default(false) });
export const idempotencyKeySchema = z.string().min(8).max(100);
/** The headers of a call that moves tokens (a payment, a rematch, a moderator's adjustment): the same key for every retry of one intent. */
export const idempotentHeadersSchema = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

export const matchStateSchema = z.object({
  id: z.uuid(),
  other: publicProfileSchema,
  createdAt: z.string(),
  unmatchedAt: z.string().nullable(),
  /** Who ended it: 'me', 'them', or 'automatic' (timer); null while active. */
  endedBy: z.enum(['me', 'them', 'automatic']).nullable(),
  iPaid: z.boolean(),
  theyPaid: z.boolean(),
  chatUnlocked: z.boolean(),
  paymentExpiresAt: z.string().nullable(),
  initialTimerExpiresAt: z.string().nullable(),
  responseTimerExpiresAt: z.string().nullable(),
  /** Whose turn it is to reply: 'me' or 'them' (null before the first message). */
  awaitingResponseFrom: z.enum(['me', 'them']).nullable(),
  canRematch: z.boolean(),
  /** The newest message of the match (null: none yet, the row says 'Start a conversation'). */
  lastMessage: z.object({ content: z.string(), mine: z.boolean(), createdAt: z.string() }).nullable(),
  /** Messages from the other side the viewer has not read. */
  unreadCount: z.number().int().nonnegative(),
  /** The other member's active guardians, for the banner "{name}'s guardian receives copies of this chat" (active matches). */
  guardians: z.array(guardianBannerSchema),
  /** Where the other's stated intentions differ from the viewer's (issue 28): the payment card lists them. */
  intentionDifferences: z.array(intentionDifferenceSchema),
  /** Each member's one question (issue 28) and the answers given this round: the payment card asks and shows them. */
  question: matchQuestionStateSchema,
});

export const matchListSchema = z.object({ matches: z.array(matchStateSchema) });
export const matchResponseSchema = z.object({ match: matchStateSchema });
export const payResponseSchema = z.object({ chatUnlocked: z.boolean(), balance: z.number().int() });
export const rematchResponseSchema = z.object({ matchId: z.uuid(), balance: z.number().int() });

export type MatchState = z.infer<typeof matchStateSchema>;
