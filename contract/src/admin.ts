import { z } from 'zod';
import { authUserSchema } from './auth';
import { MAX_TOKEN_ADJUSTMENT } from './constants';
import { text } from './messages';
import { decisions, reportCategories, reportContexts, reportSnapshotSchema, riskSchema } from './reports';
import { pictureSchema, publicProfileSchema, sexes, sexSchema } from './profiles';
import { tokenTransactionSchema } from './tokens';

// Defined with the other limits so the message registry can quote them without importing this file.
export { ADMIN_MIN_PASSWORD_LENGTH, MAX_TOKEN_ADJUSTMENT } from './constants';

/** An admin session ends after this long without an admin request (silent refreshes do not count)… */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** …and this long after sign-in, however busy. */
export const ADMIN_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Between the password and the code: how long the signed sign-in ticket lasts. */
export const ADMIN_SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;
/** Authenticator codes: 6 digits, a new one every 30 seconds (what every authenticator app expects). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Wrong codes or confirmations an admin may type per 15 minutes before being told to wait. */
export const ADMIN_CODE_FAILURES = 5;

/** The admin area's messages: spec §8 (Admin) exactly, then our own for what the spec leaves out. */
export const adminMessages = {
  loginSuccessful: text('admin.loginSuccessful'),
  invalidCredentials: text('admin.invalidCredentials'),
  loggedOut: text('admin.loggedOut'),
  loadFailed: text('discover.loadFailed'),
  pictureDeleted: text('admin.pictureDeleted'),
  pictureDeleteFailed: text('admin.pictureDeleteFailed'),
  reportNotFound: text('admin.reportNotFound'),
  amountInvalid: text('admin.amountInvalid'),
  reasonLength: text('admin.reasonLength'),
  passwordTooShort: text('admin.passwordTooShort'),
  ownDeactivation: text('admin.ownDeactivation'),
  sexUnchanged: text('admin.sexUnchanged'),
  codeInvalid: text('admin.codeInvalid'),
  ticketExpired: text('admin.ticketExpired'),
  confirmRequired: text('admin.confirmRequired'),
  confirmWrong: text('admin.confirmWrong'),
  totpSecretInvalid: text('admin.totpSecretInvalid'),
} as const;

/** Base32 as authenticator apps show it: spaces and case ignored, padding allowed. */
export const TOTP_SECRET_PATTERN = /^[A-Z2-7]{16,}=*$/;
export const normaliseTotpSecret = (secret: string) => secret.replace(/\s+/g, '').toUpperCase();

/** Spec §5: both fields required, otherwise 'Invalid credentials' (never which one was wrong). */
export const adminSignInSchema = z.object({
  email: z.string().trim().min(1, adminMessages.invalidCredentials).max(254, adminMessages.invalidCredentials),
  password: z.string().min(1, adminMessages.invalidCredentials).max(256, adminMessages.invalidCredentials),
});

/**
 * The password step's answer: never a session. `code` asks for the authenticator's code;
 * `enrol` (an admin without two-factor yet) also shows the new secret, as text and as a QR code.
 */
export const adminSignInStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), ticket: z.string() }),
  z.object({ step: z.literal('enrol'), ticket: z.string(), secret: z.string(), otpauthUri: z.string(), qrCode: z.string() }),
]);

/** The second step: the ticket from the first and the 6-digit code. */
export const adminCodeSchema = z.object({
  ticket: z.string().min(1, adminMessages.ticketExpired).max(2000, adminMessages.ticketExpired),
  code: z.string(adminMessages.codeInvalid).trim().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), adminMessages.codeInvalid),
});

/**
 * Step-up for dangerous actions (suspension, token adjustment, deletion): a fresh authenticator
 * code, never the password (which alone must open nothing). Optional in the schema so that a
 * missing one gets the clear 403.
 */
const confirm = z.string().max(256).optional();

/** The signed-in admin, and which Mithaq the server runs (the dashboard's footer: what to quote in a bug report). */
export const adminMeSchema = z.object({
  user: authUserSchema,
  build: z.object({ version: z.string(), commit: z.string().nullable() }),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

const cursor = z.string().max(300).optional();
const pageLimit = z.coerce.number().int().min(1).max(100).default(25);

/** GET /api/admin/profiles: `q` matches name, city, country (code or name) or e-mail, any case. */
export const adminProfilesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor,
  limit: pageLimit,
});

export const adminProfileCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});

/** One row of the dashboard table (spec §2 Admin). */
export const adminProfileRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  sex: z.enum(sexes),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  isActive: z.boolean(),
  tokenBalance: z.number().int(),
  createdAt: z.string(),
  /** Photo privacy: members who are not their matches see blurred pictures (moderators see the real ones). */
  photosPrivate: z.boolean(),
  pictures: z.array(pictureSchema),
});

export const adminProfilesResponseSchema = z.object({
  /** Over all profiles, whatever the search. */
  counts: adminProfileCountsSchema,
  profiles: z.array(adminProfileRowSchema),
  /** Null when there is nothing after this page. */
  nextCursor: z.string().nullable(),
});

/**
 * What a member who deleted their account while reported or blocked left for the moderators: the
 * profile and the messages exchanged with whoever reported or blocked them, as they were.
 */
export const deletedMemberEvidenceSchema = z.object({
  id: z.uuid(),
  formerProfileId: z.uuid(),
  profile: z.object({
    name: z.string(),
    sex: z.enum(sexes),
    birthday: z.string(),
    country: z.string(),
    city: z.string(),
    aboutMe: z.string(),
    createdAt: z.string(),
  }),
  messages: z.array(
    z.object({
      matchId: z.uuid(),
      otherProfileId: z.uuid(),
      fromDeletedMember: z.boolean(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
  reportedBy: z.array(z.uuid()),
  blockedBy: z.array(z.uuid()),
  deletedAt: z.string(),
  /** When the policy's retention ends and it is purged, with the reports about it. */
  expiresAt: z.string(),
});
export type DeletedMemberEvidence = z.infer<typeof deletedMemberEvidenceSchema>;

export const adminProfileDetailsSchema = publicProfileSchema.extend({
  email: z.string(),
  photosPrivate: z.boolean(),
  birthday: z.string(),
  isActive: z.boolean(),
  tokenBalance: z.number().int(),
  createdAt: z.string(),
  openReports: z.number().int(),
  transactions: z.array(tokenTransactionSchema),
  /** Deleted reported accounts with this member's e-mail: they signed up again after deleting one. */
  returnedAfterDeletion: z.array(deletedMemberEvidenceSchema),
});
export const adminProfileResponseSchema = z.object({ profile: adminProfileDetailsSchema });

export const profileIdParamsSchema = z.object({ profileId: z.uuid() });
export const pictureIdParamsSchema = z.object({ pictureId: z.uuid() });
export const reportIdParamsSchema = z.object({ reportId: z.uuid() });

/** Making a profile inactive is a suspension: it needs `confirm`; lifting one does not. */
export const setActiveSchema = z.object({ isActive: z.boolean(), confirm });
export const setActiveResponseSchema = z.object({ isActive: z.boolean() });

/** A grant (positive) or a penalty (negative) through the ledger, with the admin's reason. */
export const adjustTokensSchema = z.object({
  amount: z
    .number(adminMessages.amountInvalid)
    .int(adminMessages.amountInvalid)
    .min(-MAX_TOKEN_ADJUSTMENT, adminMessages.amountInvalid)
    .max(MAX_TOKEN_ADJUSTMENT, adminMessages.amountInvalid)
    .refine((amount) => amount !== 0, adminMessages.amountInvalid),
  reason: z.string(adminMessages.reasonLength).trim().min(3, adminMessages.reasonLength).max(100, adminMessages.reasonLength),
  confirm,
});
/** DELETE bodies: only the confirmation. */
export const confirmSchema = z.object({ confirm }).nullish();
export const adjustTokensResponseSchema = z.object({ balance: z.number().int() });

/** A moderator's correction of a member's sex (members set it once, in the wizard), with the reason. */
export const correctSexSchema = z.object({
  sex: sexSchema,
  reason: z.string(adminMessages.reasonLength).trim().min(3, adminMessages.reasonLength).max(100, adminMessages.reasonLength),
});
export type CorrectSexInput = z.infer<typeof correctSexSchema>;
export const correctSexResponseSchema = z.object({ sex: z.enum(sexes) });

export const adminReportsQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  cursor,
  limit: pageLimit,
});

const reportPartySchema = z.object({ id: z.uuid(), name: z.string() });

export const adminReportSchema = z.object({
  id: z.uuid(),
  /** id null: the reporter has since deleted the account or been anonymised (shown as "Former member"). */
  reporter: reportPartySchema.extend({ id: z.uuid().nullable() }),
  reported: reportPartySchema.extend({ isActive: z.boolean() }),
  category: z.enum(reportCategories),
  /** The member's free text; null when the category said it all. */
  reason: z.string().nullable(),
  context: z.enum(reportContexts),
  /** The chat's last messages or the profile as it was when the report was made (null for reports older than issue 27). */
  snapshot: reportSnapshotSchema.nullable(),
  /** The reported member's risk (the open queue is sorted by its score). */
  risk: riskSchema,
  decision: z.enum(decisions).nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The e-mail of the admin who handled it (null once that account is gone). */
  handledBy: z.string().nullable(),
  /** Set when the reported member deleted their account: what they left behind. */
  evidence: deletedMemberEvidenceSchema.nullable(),
});

/**
 * Many new accounts from one network (signUpNetworkFlag): the accounts, newest first (at most
 * 50; `accountCount` is all of them). `name` is null until the account has made its profile.
 * `establishedMembers`: about how many established members (not new: NEW_ACCOUNT_DAYS) browsed
 * from that network on the day of its latest sign-up; many means a shared address (a mobile
 * carrier's NAT, a campus) rather than an account farm.
 */
export const networkFlagSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  accountCount: z.number().int(),
  establishedMembers: z.number().int(),
  accounts: z.array(z.object({ id: z.uuid(), name: z.string().nullable(), createdAt: z.string() })),
});

export const adminReportsResponseSchema = z.object({
  open: z.number().int(),
  reports: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
  /** The recent network flags, newest first, on the queue's first page (empty on the others). */
  networkFlags: z.array(networkFlagSchema),
});

export const adminReportResponseSchema = z.object({ report: adminReportSchema });

/** What the audit log records; the dashboard names each one. */
export const auditActions = [
  'admin.sign_in',
  'admin.sign_in_failed',
  'admin.created',
  'admin.updated',
  'picture.deleted',
  'profile.activated',
  'profile.deactivated',
  'tokens.adjusted',
  /** Closed without a decision by the former "Mark handled" (removed: every report now ends with a decision); kept for old rows. */
  'report.handled',
  /** A moderator's decision on a report (details: the decision, its reason, the reports it closed). */
  'report.decided',
  /** A moderator lifted or upheld a suspension on the member's appeal. */
  'appeal.decided',
  /**
   * A moderator corrected a member's sex (members cannot change it after the wizard); details name
   * the member's request (`requestId`) when it answered one from Edit Profile.
   */
  'profile.sex_corrected',
  /** A moderator declined a member's request to correct their sex (details: the request, its reason). */
  'profile.sex_correction_declined',
  /** Someone signed up with the e-mail of a deleted reported account (actor: the system). */
  'member.returned',
  /** An admin saw a member's e-mail and birthday (search results or the details). */
  'profile.viewed',
  /** An admin saw what a deleted reported member left behind (their birthday among it), in the reports. */
  'evidence.viewed',
  /** An admin saw the chat messages kept with a report (both members' words), in the reports. */
  'report_snapshot.viewed',
  /** Selfie verification: a moderator approved, rejected (maybe as fraud) or took back a badge. */
  'verification.approved',
  'verification.rejected',
  'verification.revoked',
  /** A moderator deleted an account on the member's e-mailed request (details: who asked, when). */
  'account.deleted_on_request',
  /** Many new accounts from one network: a flag in the report queue (actor: the system; details: how many). */
  'network.many_sign_ups',
  /** Photo review (issue 27): the flagged picture released ("not the same / allowed") or removed as a fake. */
  'photo_flag.allowed',
  'photo_flag.removed',
  /**
   * Success stories (issue 28): a couple's story approved for the landing page, or rejected, or taken
   * off the landing page after its approval (details: the reason).
   */
  'story.approved',
  'story.rejected',
  'story.taken_down',
  /** The Deliveries tab (issue 30): a failed or waiting mail or push sent again now, or given up for good (details: its kind). */
  'delivery.retried',
  'delivery.discarded',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** `story`: a success story, by its match's id; `delivery`: an outbox row, by its number. */
export const auditTargetTypes = ['user', 'profile', 'picture', 'report', 'evidence', 'appeal', 'story', 'delivery'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const adminAuditQuerySchema = z.object({ cursor, limit: pageLimit });

export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** The admin's e-mail; null for the command line and the environment bootstrap. */
  actor: z.string().nullable(),
  action: z.enum(auditActions),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const adminAuditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

export type AdminProfileRow = z.infer<typeof adminProfileRowSchema>;
export type AdminProfilesResponse = z.infer<typeof adminProfilesResponseSchema>;
export type AdminProfileDetails = z.infer<typeof adminProfileDetailsSchema>;
export type AdminProfileCounts = z.infer<typeof adminProfileCountsSchema>;
export type AdminReport = z.infer<typeof adminReportSchema>;
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;
export type NetworkFlag = z.infer<typeof networkFlagSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
export type AdjustTokensInput = z.infer<typeof adjustTokensSchema>;
export type AdminSignInStep = z.infer<typeof adminSignInStepSchema>;
