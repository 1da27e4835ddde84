import { z } from 'zod';
import { authMessages, changePasswordSchema } from './auth';
import { text } from './messages';

/**
 * Account controls (issue 17): marketing consent, the member's signed-in devices and the
 * deletion a moderator runs on a member's e-mailed request.
 */
export const accountControlMessages = {
  sessionNotFound: text('accountControls.sessionNotFound'),
  unsubscribeInvalid: text('accountControls.unsubscribeInvalid'),
  memberNotFound: text('accountControls.memberNotFound'),
  requesterRequired: text('accountControls.requesterRequired'),
  adminNotDeletable: text('accountControls.adminNotDeletable'),
  reminderUnsubscribeInvalid: text('accountControls.reminderUnsubscribeInvalid'),
} as const;

/** A "no" (or the prompt dismissed) is not asked again for 12 months (spec §9). */
export const MARKETING_REASK_MS = 365 * 24 * 60 * 60 * 1000;

/** GET/PUT /api/account/marketing: the setting, and whether the app should ask now. */
export const marketingConsentSchema = z.object({
  consent: z.boolean(),
  /** True only when the member never answered, or said no more than 12 months ago. */
  ask: z.boolean(),
});

export const setMarketingConsentSchema = z.object({ consent: z.boolean() });

/**
 * GET/PUT /api/account/reminder-emails: whether the 24-hour reply and payment reminders also come
 * by e-mail when no device of the member receives pushes (on unless the member turned it off).
 */
export const reminderEmailsSchema = z.object({ enabled: z.boolean() });

/** One signed-in device of the member (GET /api/auth/sessions). */
export const deviceSessionSchema = z.object({
  id: z.uuid(),
  /** 'web': a browser; 'native': the app. */
  client: z.enum(['web', 'native']),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
  /** Whether this device gets push notifications (a registration of its session, not stopped). */
  receivesNotifications: z.boolean(),
});

export const deviceSessionsResponseSchema = z.object({ sessions: z.array(deviceSessionSchema) });

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid(accountControlMessages.sessionNotFound) });

/** POST /api/admin/deletion-requests: a member asked by e-mail to have the account deleted. */
export const deletionRequestSchema = z.object({
  email: z.string().trim().min(1, accountControlMessages.memberNotFound).max(254, accountControlMessages.memberNotFound),
  /** Who asked (their e-mail, or a note such as "mail of 3 May, ticket 812"). */
  requestedBy: z.string().trim().min(1, accountControlMessages.requesterRequired).max(500),
  /** A fresh authenticator code of the admin's (the step-up of dangerous actions). */
  confirm: z.string().max(256).optional(),
});

/** The Account page's form: the new password typed twice (the browser only), then the server's schema. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, authMessages.fillAllFields),
    password: z.string().min(1, authMessages.fillAllFields),
    confirmPassword: z.string().min(1, authMessages.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, { message: authMessages.passwordsDoNotMatch, path: ['confirmPassword'] })
  .pipe(changePasswordSchema.extend({ confirmPassword: z.string() }));

export type MarketingConsent = z.infer<typeof marketingConsentSchema>;
export type ReminderEmails = z.infer<typeof reminderEmailsSchema>;
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
