import { z } from 'zod';
import { deviceSessionsResponseSchema, sessionIdParamsSchema } from '../account';
import {
  authSessionSchema,
  authUserSchema,
  changePasswordSchema,
  confirmEmailNewPasswordSchema,
  confirmEmailSchema,
  emailOnlySchema,
  okSchema,
  refreshResponseSchema,
  refreshSchema,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
  signUpResponseSchema,
  signUpSchema,
  tokenOnlySchema,
} from '../auth';
import { appealSchema } from '../reports';
import { defineEndpoint } from './define';
import { apiPaths } from './paths';

const firstScript = 'the first script carries no zod: web/src/lib/refreshSession.ts and sessionLoader.ts check the answer by hand';

/**
 * Sign-up, sign-in, sessions and the mailed links. The auth pages' own calls (appeal, reset, the
 * confirmation and sign-in links' checks, resend) still go through apiFetch in
 * web/src/features/auth/, with their paths from contract/src/endpoints/paths.ts: those pages load the
 * contract's zod only on demand (web/src/lib/authContract.ts), which a static import of this table would undo.
 */
export const authEndpoints = {
  signUp: defineEndpoint({ method: 'POST', path: '/api/auth/sign-up', body: signUpSchema, response: signUpResponseSchema, errors: ['auth.commonPassword'] }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    body: signInSchema,
    response: authSessionSchema,
    errors: ['auth.invalidCredentials', 'auth.suspended', 'auth.tooManyAttempts', 'auth.signInLinkSent', 'reports.suspendedBecause', 'reports.appealPending', 'reports.appealUpheld'],
  }),
  // A suspended member's appeal: signed out (the suspension refuses a session), proved by the password.
  appeal: defineEndpoint({ method: 'POST', path: apiPaths.auth.appeal, body: appealSchema, response: okSchema, errors: ['auth.invalidCredentials', 'reports.alreadyAppealed', 'reports.notSuspended'] }),
  // Signed-out visitors have no token: that is an ordinary answer (session null), not an error.
  refresh: defineEndpoint({ method: 'POST', path: apiPaths.auth.refresh, body: refreshSchema, response: refreshResponseSchema, errors: ['auth.sessionExpired'], webCallsDirectly: firstScript }),
  signOut: defineEndpoint({ method: 'POST', path: '/api/auth/sign-out', body: signOutSchema, response: okSchema, errors: [] }),
  signOutEverywhere: defineEndpoint({ method: 'POST', path: '/api/auth/sign-out-everywhere', response: okSchema, errors: [] }),
  sessions: defineEndpoint({ method: 'GET', path: '/api/auth/sessions', response: deviceSessionsResponseSchema, errors: [] }),
  signOutDevice: defineEndpoint({ method: 'DELETE', path: '/api/auth/sessions/:sessionId', params: sessionIdParamsSchema, response: okSchema, errors: ['accountControls.sessionNotFound'] }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', response: z.object({ user: authUserSchema }), errors: [] }),
  // The answer is this device's fresh session: the password change ended its old one too.
  changePassword: defineEndpoint({ method: 'PUT', path: '/api/auth/me/password', body: changePasswordSchema, response: authSessionSchema, errors: ['auth.currentPasswordWrong', 'auth.commonPassword'] }),
  requestPasswordReset: defineEndpoint({ method: 'POST', path: apiPaths.auth.requestPasswordReset, body: emailOnlySchema, response: okSchema, errors: [] }),
  checkPasswordReset: defineEndpoint({ method: 'POST', path: apiPaths.auth.checkPasswordReset, body: tokenOnlySchema, response: okSchema, errors: ['auth.invalidResetLink'] }),
  confirmPasswordReset: defineEndpoint({ method: 'POST', path: apiPaths.auth.confirmPasswordReset, body: resetPasswordSchema, response: okSchema, errors: ['auth.invalidResetLink'] }),
  // "Email me a sign-in link": the same answer for every address (server/src/features/auth/sign-in-link.ts).
  requestSignInLink: defineEndpoint({ method: 'POST', path: apiPaths.auth.requestSignInLink, body: emailOnlySchema, response: okSchema, errors: [] }),
  // Redeems a mailed sign-in link (the lockout's or a requested one).
  signInWithLink: defineEndpoint({ method: 'POST', path: '/api/auth/sign-in-link', body: tokenOnlySchema, response: authSessionSchema, errors: ['auth.invalidSignInLink'] }),
  // The confirmation link's page (server/src/features/auth/confirmation.ts): the account's password, or a new one.
  checkConfirmation: defineEndpoint({ method: 'POST', path: apiPaths.auth.checkConfirmation, body: tokenOnlySchema, response: okSchema, errors: ['auth.invalidConfirmationLink'] }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: apiPaths.auth.confirmEmail,
    body: confirmEmailSchema,
    response: okSchema,
    errors: ['auth.invalidConfirmationLink', 'auth.confirmationPasswordWrong'],
  }),
  confirmEmailNewPassword: defineEndpoint({ method: 'POST', path: apiPaths.auth.confirmEmailNewPassword, body: confirmEmailNewPasswordSchema, response: okSchema, errors: ['auth.invalidConfirmationLink', 'auth.commonPassword'] }),
  resendConfirmation: defineEndpoint({ method: 'POST', path: apiPaths.auth.resendConfirmation, body: emailOnlySchema, response: okSchema, errors: [] }),
};
