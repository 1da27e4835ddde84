import { z } from 'zod';
import { limits } from './constants';
import { text } from './messages';
import { maritalStatuses } from './profiles';

/**
 * Issue 27: what a report says (category, free text, where it was made), what it keeps (the chat
 * or the profile as it was), a moderator's decision, what the reporter sees of it, and a
 * suspended member's appeal.
 */

export const reportMessages = {
  reasonTooShort: text('discover.reasonTooShort'),
  reasonTooLong: text('discover.reasonTooLong'),
  categoryInvalid: text('reports.categoryInvalid'),
  decisionReasonLength: text('reports.decisionReasonLength'),
  alreadyDecided: text('reports.alreadyDecided'),
  appealLength: text('reports.appealLength'),
  alreadyAppealed: text('reports.alreadyAppealed'),
  notSuspended: text('reports.notSuspended'),
  appealNotFound: text('reports.appealNotFound'),
  appealDecided: text('reports.appealDecided'),
} as const;

/** The report's categories, in the dialog's order ('other' last: its free text is required). */
export const reportCategories = ['money', 'off_app', 'not_serious', 'fake_photos', 'underage', 'harassment', 'other'] as const;
export type ReportCategory = (typeof reportCategories)[number];

/** Where the report was made: a chat names its match (its last messages are kept with the report). */
export const reportContexts = ['chat', 'profile'] as const;
export type ReportContext = (typeof reportContexts)[number];

/**
 * The free text's rule, for the server's schema and the dialog alike: required for 'other',
 * optional otherwise; when given, 10–50 characters (spec §4). The error message, or null.
 */
export function reportReasonProblem(category: ReportCategory, reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed.length > limits.reportReasonMax) return reportMessages.reasonTooLong;
  if ((trimmed.length > 0 || category === 'other') && trimmed.length < limits.reportReasonMin) return reportMessages.reasonTooShort;
  return null;
}

/**
 * POST /api/reports. Older clients send only profileId and reason: 'other' from a profile.
 * A chat's report names its match (the reporter's own, with the reported member, else 404).
 */
export const reportSchema = z
  .object({
    profileId: z.uuid(),
    category: z.enum(reportCategories, reportMessages.categoryInvalid).default('other'),
    reason: z.string(reportMessages.reasonTooShort).trim().max(1000, reportMessages.reasonTooLong).optional(),
    context: z.enum(reportContexts).default('profile'),
    matchId: z.uuid().optional(),
  })
  .superRefine((body, ctx) => {
    const problem = reportReasonProblem(body.category, body.reason ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['reason'], message: problem });
    if ((body.context === 'chat') !== (body.matchId !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['matchId'], message: text('server.invalidRequest') });
    }
  })
  .transform((body) => ({ ...body, reason: body.reason ? body.reason : null }));
export type ReportInput = z.input<typeof reportSchema>;

export const messageFlags = ['contact', 'money'] as const;

/** One message of a chat snapshot, as it was when the report was made. */
export const snapshotMessageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  senderName: z.string(),
  content: z.string(),
  flags: z.array(z.enum(messageFlags)),
  createdAt: z.string(),
});

/** The reported profile as it was (Discover, Liked, a profile dialog). */
export const profileSnapshotSchema = z.object({
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  aboutMe: z.string(),
  education: z.string(),
  occupation: z.string(),
  maritalStatus: z.enum(maritalStatuses),
  nationality: z.array(z.string()),
  height: z.number().int(),
  pictureIds: z.array(z.uuid()),
});

export const reportSnapshotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), matchId: z.uuid(), messages: z.array(snapshotMessageSchema) }),
  z.object({ kind: z.literal('profile'), profile: profileSnapshotSchema }),
]);
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;
export type SnapshotMessage = z.infer<typeof snapshotMessageSchema>;

/** How many of a chat's newest messages a report keeps. */
export const REPORT_SNAPSHOT_MESSAGES = 30;

// ---- the reporter's list ----------------------------------------------------------------------

/** GET /api/reports: the member's own reports; "handled" only, never the decision. */
export const myReportSchema = z.object({
  id: z.uuid(),
  /** The reported member's name; empty once that account is gone ("Former member"). */
  name: z.string(),
  category: z.enum(reportCategories),
  createdAt: z.string(),
  status: z.enum(['open', 'handled']),
});
export const myReportsResponseSchema = z.object({ reports: z.array(myReportSchema) });
export type MyReport = z.infer<typeof myReportSchema>;

// ---- moderators' decisions ---------------------------------------------------------------------

export const decisions = ['warning', 'suspension', 'ban', 'no_action'] as const;
export type Decision = (typeof decisions)[number];
/** The decisions that take the member off the app: they ask again who is at the keyboard. */
export const steppedUpDecisions: readonly Decision[] = ['suspension', 'ban'];

const decisionReason = z
  .string(reportMessages.decisionReasonLength)
  .trim()
  .min(limits.decisionReasonMin, reportMessages.decisionReasonLength)
  .max(limits.decisionReasonMax, reportMessages.decisionReasonLength);

/** POST /api/admin/reports/:reportId/decision. `applyToAll`: close every open report about the member with it. */
export const decisionSchema = z.object({
  decision: z.enum(decisions),
  reason: decisionReason,
  applyToAll: z.boolean().default(false),
  confirm: z.string().max(256).optional(),
});
export type DecisionInput = z.input<typeof decisionSchema>;

/** The reported member's risk, with its parts (the queue is sorted by the score, highest first). */
export const riskSchema = z.object({
  score: z.number(),
  moneyFlags: z.number().int(),
  contactFlags: z.number().int(),
  reporters: z.number().int(),
  accountAgeDays: z.number().int().nullable(),
  warnings: z.number().int(),
});
export type Risk = z.infer<typeof riskSchema>;

// ---- appeals ----------------------------------------------------------------------------------

export const suspensionKinds = ['suspension', 'ban'] as const;

/** POST /api/auth/appeals: the password proves it is the member (the sign-in form's fields). */
export const appealSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  text: z.string(reportMessages.appealLength).trim().min(limits.appealMin, reportMessages.appealLength).max(limits.appealMax, reportMessages.appealLength),
});

export const appealDecisions = ['lift', 'uphold'] as const;
/**
 * POST /api/admin/appeals/:appealId/decision, always with a reply. Lifting a suspension or ban
 * carries the step-up code (`confirm`) as imposing it did; upholding changes nothing and needs none.
 */
export const appealDecisionSchema = z.object({ decision: z.enum(appealDecisions), reply: decisionReason, confirm: z.string().max(256).optional() });
export type AppealDecisionInput = z.input<typeof appealDecisionSchema>;

export const appealIdParamsSchema = z.object({ appealId: z.uuid() });

export const adminAppealSchema = z.object({
  id: z.uuid(),
  member: z.object({ id: z.uuid(), name: z.string() }),
  kind: z.enum(suspensionKinds).nullable(),
  suspensionReason: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const adminAppealsResponseSchema = z.object({ appeals: z.array(adminAppealSchema) });
