import { z } from 'zod';
import { limits } from './constants';
import { languageSchema } from './languageSchemas';
import { text } from './messages';

/** Every user-facing auth string of spec §5/§8, exactly; the form and the server share them. */
export const authMessages = {
  fillAllFields: text('auth.fillAllFields'),
  passwordsDoNotMatch: text('auth.passwordsDoNotMatch'),
  passwordTooShort: text('auth.passwordTooShort'),
  resetPasswordsDontMatch: text('auth.resetPasswordsDontMatch'),
  commonPassword: text('auth.commonPassword'),
  emailInvalid: text('auth.emailInvalid'),
  /** Also an address still to be confirmed: sign-in answers it as a wrong password (the web offers the confirmation mail beside it). */
  invalidCredentials: text('auth.invalidCredentials'),
  suspended: text('auth.suspended'),
  invalidResetLink: text('auth.invalidResetLink'),
  invalidConfirmationLink: text('auth.invalidConfirmationLink'),
  /** The confirmation page: the password typed is not the account's (someone else may have signed up first). */
  confirmationPasswordWrong: text('auth.confirmationPasswordWrong'),
  currentPasswordWrong: text('auth.currentPasswordWrong'),
  sessionExpired: text('auth.sessionExpired'),
  tooManyAttempts: text('auth.tooManyAttempts'),
  /** The account's wrong-password limit: the same words whether or not the address has an account. */
  signInLinkSent: text('auth.signInLinkSent'),
  invalidSignInLink: text('auth.invalidSignInLink'),
  unexpected: text('server.internal'),
  checkEmail: text('auth.checkEmail'),
  accountCreated: text('auth.accountCreated'),
  resetEmailSent: text('auth.resetEmailSent'),
  passwordUpdated: text('auth.passwordUpdated'),
  emailConfirmed: text('auth.emailConfirmed'),
  signedOut: text('auth.signedOut'),
  signOutIssue: text('auth.signOutIssue'),
} as const;

const email = z
  .string()
  .trim()
  .min(1, authMessages.fillAllFields)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid))
  .transform((value) => value.toLowerCase());

/** Length only: "is it common?" needs the server's list. Long inputs are cut off before hashing. */
const newPassword = z
  .string()
  .min(1, authMessages.fillAllFields)
  .min(limits.minPasswordLength, authMessages.passwordTooShort)
  .max(256, text('auth.passwordTooLong'));

export const signInSchema = z.object({
  email: z.string().trim().min(1, authMessages.fillAllFields).max(254, authMessages.invalidCredentials),
  password: z.string().min(1, authMessages.fillAllFields).max(256, authMessages.invalidCredentials),
  /** The native wrapper's known-device token (the web's is a cookie): its own budget of wrong passwords. */
  deviceToken: z.string().max(300).optional(),
});

/** `language`: the one the visitor reads the app in (their e-mails follow it); English when absent. */
export const signUpSchema = z.object({ email, password: newPassword, language: languageSchema.optional() });

/** The sign-up form adds the confirmation field; only the browser sees it. */
export const signUpFormSchema = z
  .object({
    email: z.string().trim().min(1, authMessages.fillAllFields),
    password: z.string().min(1, authMessages.fillAllFields),
    confirmPassword: z.string().min(1, authMessages.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, { message: authMessages.passwordsDoNotMatch, path: ['confirmPassword'] })
  .pipe(z.object({ email, password: newPassword, confirmPassword: z.string() }));

export const emailOnlySchema = z.object({ email });

/** A mailed link's token, refused with that link's own message. */
const linkToken = (invalidMessage: string) => z.string().min(1, invalidMessage).max(200, invalidMessage);

/** A new password set through a mailed link that proves the mailbox (a reset, or a confirmation). */
const linkPasswordSchema = (invalidMessage: string) => z.object({ token: linkToken(invalidMessage), password: newPassword });

export const resetPasswordSchema = linkPasswordSchema(authMessages.invalidResetLink);

/**
 * The confirmation page (`/auth?confirmation_token=…`): the link proves the mailbox, never a
 * password. It confirms the address with the account's current password typed there…
 */
export const confirmEmailSchema = z.object({
  token: linkToken(authMessages.invalidConfirmationLink),
  password: z.string().min(1, authMessages.fillAllFields).max(256, authMessages.confirmationPasswordWrong),
});

/** …or, when that is not the password she knows, with a new one she chooses there (as a reset link would). */
export const confirmEmailNewPasswordSchema = linkPasswordSchema(authMessages.invalidConfirmationLink);

/** The confirmation page's password field; only the browser sees it. */
export const confirmEmailFormSchema = z.object({ password: z.string().min(1, authMessages.fillAllFields) });

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(limits.minPasswordLength, authMessages.passwordTooShort),
    confirmPassword: z.string().min(limits.minPasswordLength, authMessages.passwordTooShort),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.resetPasswordsDontMatch,
    path: ['confirmPassword'],
  });

export const tokenOnlySchema = z.object({ token: z.string().min(1).max(200) });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, authMessages.fillAllFields).max(256),
  password: newPassword,
});

/** The native wrapper keeps its refresh token itself and sends it in the body; the web sends no body. */
export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(200).optional() }).nullish();

/**
 * Sign-out: as refresh, plus this device's push token (its FCM token or web endpoint) when it has
 * one, so the device stops getting the member's pushes in the same step.
 */
export const signOutSchema = z
  .object({ refreshToken: z.string().min(1).max(200).optional(), pushToken: z.string().min(1).max(4096).optional() })
  .nullish();

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  emailConfirmed: z.boolean(),
  /** The member's language (languages.ts): what their e-mails and pushes are written in. */
  language: languageSchema,
  /**
   * This session was made through the admin login's code step (auth_sessions.second_factor_at):
   * only such a session opens the admin area. False for every session the member side makes.
   */
  secondFactor: z.boolean(),
});

export const authSessionSchema = z.object({
  accessToken: z.string(),
  /** ISO time the access token expires; the client refreshes shortly before. */
  expiresAt: z.string(),
  user: authUserSchema,
  /** Only for the native wrapper (X-Mithaq-Client: native); the web app gets an HttpOnly cookie. */
  refreshToken: z.string().optional(),
  /** At sign-in, for the native wrapper only: this device is known to the account from now on (sent back at the next sign-in). */
  deviceToken: z.string().optional(),
});

export const signUpResponseSchema = z.object({
  session: authSessionSchema.nullable(),
  confirmationRequired: z.boolean(),
});

/** POST /api/auth/refresh: null when the visitor has no session (not an error). */
export const refreshResponseSchema = z.object({ session: authSessionSchema.nullable() });

export const okSchema = z.object({ ok: z.literal(true) });

export type AuthUser = z.infer<typeof authUserSchema>;
export type AuthSession = z.infer<typeof authSessionSchema>;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export { CLIENT_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE } from './headers';
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** However often it refreshes, a session ends this long after its sign-in (then the password again). */
export const SESSION_MAX_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** Account deletion asks for the password again, so an unattended signed-in device cannot erase the account. */
export const accountMessages = {
  deletePasswordWrong: text('account.deletePasswordWrong'),
  exportLimit: text('account.exportLimit'),
} as const;

export const deleteAccountSchema = z.object({
  password: z.string().min(1, authMessages.fillAllFields).max(256, accountMessages.deletePasswordWrong),
});
