import { z } from 'zod';
import { SEX_CORRECTION_REASON_MAX, SEX_CORRECTION_REASON_MIN, SEX_CORRECTION_RETRY_DAYS } from './constants';
import { text } from './messages';
import { sexes } from './profiles';

/**
 * Issue 29, "gender entered by mistake": a member asks the moderators to correct the sex set in
 * the wizard (read-only everywhere else), with a reason. The requested value is always the other
 * sex. One open request at a time; after a decline, a new one only 7 days later.
 */
export { SEX_CORRECTION_REASON_MAX, SEX_CORRECTION_REASON_MIN, SEX_CORRECTION_RETRY_DAYS };
export const SEX_CORRECTION_RETRY_MS = SEX_CORRECTION_RETRY_DAYS * 24 * 60 * 60 * 1000;

export const sexCorrectionMessages = {
  reasonLength: text('sexCorrection.reasonLength'),
  alreadyAsked: text('sexCorrection.alreadyAsked'),
  askAgainLater: text('sexCorrection.askAgainLater'),
  notOpen: text('sexCorrection.notOpen'),
  /** The asked-for sex is no longer the other one: a moderator corrected it meanwhile. */
  profileChanged: text('sexCorrection.profileChanged'),
  /** Notifications to the member (type `moderation`) when a moderator decided. */
  corrected: text('sexCorrection.corrected'),
  declined: text('sexCorrection.declined'),
} as const;

/**
 * POST /api/profiles/me/sex-correction: why the gender is wrong, and the sex asked for (the other
 * one the screen showed; if a moderator corrected it meanwhile, the server refuses a stale ask).
 */
export const askSexCorrectionSchema = z.object({
  requestedSex: z.enum(sexes),
  reason: z
    .string(sexCorrectionMessages.reasonLength)
    .trim()
    .min(SEX_CORRECTION_REASON_MIN, sexCorrectionMessages.reasonLength)
    .max(SEX_CORRECTION_REASON_MAX, sexCorrectionMessages.reasonLength),
});
export type AskSexCorrection = z.infer<typeof askSexCorrectionSchema>;

/**
 * GET (and POST's answer) /api/profiles/me/sex-correction: the open request (null: none), and from
 * when a new one may be sent after a decline (null: now, or once the open one is decided).
 */
export const sexCorrectionStatusSchema = z.object({
  pending: z.object({ requestedSex: z.enum(sexes), reason: z.string(), askedAt: z.string() }).nullable(),
  availableAt: z.string().nullable(),
});
export type SexCorrectionStatus = z.infer<typeof sexCorrectionStatusSchema>;

/** The states a request goes through; `corrected` and `declined` carry the moderator and the time. */
export const sexCorrectionStatuses = ['open', 'corrected', 'declined'] as const;

/** One open request in the moderators' queue (GET /api/admin/sex-corrections), oldest first. */
export const adminSexCorrectionSchema = z.object({
  id: z.uuid(),
  profileId: z.uuid(),
  name: z.string(),
  currentSex: z.enum(sexes),
  requestedSex: z.enum(sexes),
  reason: z.string(),
  askedAt: z.string(),
});
export type AdminSexCorrection = z.infer<typeof adminSexCorrectionSchema>;
export const adminSexCorrectionsSchema = z.object({ requests: z.array(adminSexCorrectionSchema) });
export type AdminSexCorrections = z.infer<typeof adminSexCorrectionsSchema>;

export const sexCorrectionIdParamsSchema = z.object({ requestId: z.uuid() });
