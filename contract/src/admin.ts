import { z } from 'zod';
import { authUserSchema } from './auth';
import { pictureSchema, publicProfileSchema, sexes } from './profiles';
import { tokenTransactionSchema } from './tokens';

/** Admin passwords are longer than members' (spec §9 asks 6 of members): an admin can see everyone. */
export const ADMIN_MIN_PASSWORD_LENGTH = 10;

/** Largest single token adjustment an admin may make, either way. */
export const MAX_TOKEN_ADJUSTMENT = 1000;

/** The admin area's messages: spec §8 (Admin) exactly, then our own for what the spec leaves out. */
export const adminMessages = {
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid credentials',
  loggedOut: 'Logged out successfully',
  loadFailed: 'Failed to load profiles',
  pictureDeleted: 'Picture deleted successfully',
  pictureDeleteFailed: 'Failed to delete picture',
  reportNotFound: 'Report not found',
  amountInvalid: `Amount must be a whole number between -${MAX_TOKEN_ADJUSTMENT} and ${MAX_TOKEN_ADJUSTMENT}, not 0`,
  reasonLength: 'Reason must be between 3 and 100 characters',
  passwordTooShort: `An admin password must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters`,
  ownDeactivation: 'This member deactivated their own account: they come back by signing in.',
} as const;

/** Spec §5: both fields required, otherwise 'Invalid credentials' (never which one was wrong). */
export const adminSignInSchema = z.object({
  email: z.string().trim().min(1, adminMessages.invalidCredentials).max(254, adminMessages.invalidCredentials),
  password: z.string().min(1, adminMessages.invalidCredentials).max(256, adminMessages.invalidCredentials),
});

export const adminMeSchema = z.object({ user: authUserSchema });

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
  pictures: z.array(pictureSchema),
});

export const adminProfilesResponseSchema = z.object({
  /** Over all profiles, whatever the search. */
  counts: adminProfileCountsSchema,
  profiles: z.array(adminProfileRowSchema),
  /** Null when there is nothing after this page. */
  nextCursor: z.string().nullable(),
});

export const adminProfileDetailsSchema = publicProfileSchema.extend({
  email: z.string(),
  birthday: z.string(),
  isActive: z.boolean(),
  tokenBalance: z.number().int(),
  createdAt: z.string(),
  openReports: z.number().int(),
  transactions: z.array(tokenTransactionSchema),
});
export const adminProfileResponseSchema = z.object({ profile: adminProfileDetailsSchema });

export const profileIdParamsSchema = z.object({ profileId: z.uuid() });
export const pictureIdParamsSchema = z.object({ pictureId: z.uuid() });
export const reportIdParamsSchema = z.object({ reportId: z.uuid() });

export const setActiveSchema = z.object({ isActive: z.boolean() });
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
});
export const adjustTokensResponseSchema = z.object({ balance: z.number().int() });

export const adminReportsQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  cursor,
  limit: pageLimit,
});

const reportPartySchema = z.object({ id: z.uuid(), name: z.string() });

export const adminReportSchema = z.object({
  id: z.uuid(),
  reporter: reportPartySchema,
  reported: reportPartySchema.extend({ isActive: z.boolean() }),
  reason: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The e-mail of the admin who handled it (null once that account is gone). */
  handledBy: z.string().nullable(),
});

export const adminReportsResponseSchema = z.object({
  open: z.number().int(),
  reports: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
});

export const adminReportResponseSchema = z.object({ report: adminReportSchema });

/** What the audit log records; the dashboard names each one. */
export const auditActions = [
  'admin.sign_in',
  'admin.created',
  'admin.updated',
  'picture.deleted',
  'profile.activated',
  'profile.deactivated',
  'tokens.adjusted',
  'report.handled',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = ['user', 'profile', 'picture', 'report'] as const;
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
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
export type AdjustTokensInput = z.infer<typeof adjustTokensSchema>;
