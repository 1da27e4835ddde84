/**
 * The paths of the endpoints the web calls from a script that must not carry zod: the first
 * script (web/src/lib/sessionLoader.ts, refreshSession.ts, language.ts, the landing page), the auth
 * pages (they load the contract's zod only on demand, web/src/lib/authContract.ts) and the service
 * worker (web/src/sw.ts). Each path is written here once: its endpoint in contract/src/endpoints/
 * takes it from here, so a renamed path changes both sides. Plain strings only, no imports.
 */
export const apiPaths = {
  auth: {
    appeal: '/api/auth/appeals',
    refresh: '/api/auth/refresh',
    requestPasswordReset: '/api/auth/password-reset/request',
    checkPasswordReset: '/api/auth/password-reset/check',
    confirmPasswordReset: '/api/auth/password-reset/confirm',
    requestSignInLink: '/api/auth/sign-in-link/request',
    checkConfirmation: '/api/auth/confirm-email/check',
    confirmEmail: '/api/auth/confirm-email',
    confirmEmailNewPassword: '/api/auth/confirm-email/new-password',
    resendConfirmation: '/api/auth/confirmation/resend',
  },
  profiles: { own: '/api/profiles/me' },
  language: { set: '/api/account/language' },
  stories: { public: '/api/stories' },
  push: { subscriptionChange: '/api/push/subscription-change' },
  /** Outside the table: a streamed download, no JSON schema (server/src/http/openapi.ts, ROUTES_WITHOUT_SCHEMA). */
  account: { export: '/api/account/export' },
} as const;
