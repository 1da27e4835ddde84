import {
  authMessages,
  authSessionSchema,
  authUserSchema,
  changePasswordSchema,
  confirmEmailNewPasswordSchema,
  confirmEmailSchema,
  emailOnlySchema,
  okSchema,
  refreshResponseSchema,
  refreshSchema,
  signOutSchema,
  resetPasswordSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
  tokenOnlySchema,
} from '@mithaq/contract/auth';
import { deviceSessionsResponseSchema, sessionIdParamsSchema } from '@mithaq/contract/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate';
import { assertSameSiteRequest } from '../../http/csrf';
import { sendError } from '../../http/error-handler';
import type { Platform } from '../../platform/platform';
import { clearSessionCookie, deviceTokenOf, isNativeClient, refreshTokenOf, sendSession } from './cookies';
import { listDevices, signOutDevice } from './devices';
import * as confirmation from './confirmation';
import * as recovery from './recovery';
import * as service from './service';
import { endSession, refreshSession } from './sessions';
import { requestSignInLink, signInWithLink } from './sign-in-link';
import { appeal } from './appeals';
import { appealSchema } from '@mithaq/contract/reports';

const caller = (request: FastifyRequest): service.Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  client: isNativeClient(request) ? 'native' : 'web',
});

const ok = { ok: true } as const;

export function registerAuthRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = platform;

  api.post('/api/auth/sign-up', { schema: { body: signUpSchema, response: { 200: signUpResponseSchema } } }, async (request, reply) => {
    const { email, password, language } = request.body;
    const result = await service.signUp(platform, caller(request), { email, password, language });
    return {
      session: result.issued ? sendSession(config, request, reply, result.issued) : null,
      confirmationRequired: result.confirmationRequired,
    };
  });

  api.post('/api/auth/sign-in', { schema: { body: signInSchema, response: { 200: authSessionSchema } } }, async (request, reply) => {
    const device = { deviceToken: deviceTokenOf(config, request, request.body.deviceToken) };
    const issued = await service.signIn(platform, { ...caller(request), ...device }, request.body.email, request.body.password);
    return sendSession(config, request, reply, issued);
  });

  // A suspended member's appeal: signed out (the suspension refuses a session), proved by the password.
  api.post('/api/auth/appeals', { schema: { body: appealSchema, response: { 200: okSchema } } }, async (request) => {
    await appeal(platform, caller(request), request.body.email, request.body.password, request.body.text);
    return ok;
  });

  // Signed-out visitors have no token: that is an ordinary answer (session null), not an error.
  api.post(
    '/api/auth/refresh',
    { schema: { body: refreshSchema, response: { 200: refreshResponseSchema } } },
    async (request, reply) => {
      const token = refreshTokenOf(config, request, request.body?.refreshToken);
      if (!token) return { session: null };
      const fromCookie = !request.body?.refreshToken;
      if (fromCookie) assertSameSiteRequest(request, config.publicUrl);
      const issued = await refreshSession(platform, token);
      if (!issued) {
        if (fromCookie) clearSessionCookie(config, reply);
        return sendError(reply, 'UNAUTHORIZED', authMessages.sessionExpired);
      }
      return { session: sendSession(config, request, reply, issued) };
    },
  );

  api.post('/api/auth/sign-out', { schema: { body: signOutSchema, response: { 200: okSchema } } }, async (request, reply) => {
    const token = refreshTokenOf(config, request, request.body?.refreshToken);
    if (token && !request.body?.refreshToken) assertSameSiteRequest(request, config.publicUrl);
    if (token) await endSession(platform, token, request.body?.pushToken);
    clearSessionCookie(config, reply);
    return ok;
  });

  api.post('/api/auth/sign-out-everywhere', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await service.signOutEverywhere(platform, await requireAuth(platform, request));
    clearSessionCookie(config, reply);
    return ok;
  });

  api.get('/api/auth/sessions', { schema: { response: { 200: deviceSessionsResponseSchema } } }, async (request) => ({
    sessions: await listDevices(platform, await requireAuth(platform, request)),
  }));

  api.delete('/api/auth/sessions/:sessionId', { schema: { params: sessionIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await signOutDevice(platform, await requireAuth(platform, request), request.params.sessionId);
    return ok;
  });

  api.get('/api/auth/me', { schema: { response: { 200: z.object({ user: authUserSchema }) } } }, async (request) => ({
    user: await service.currentUser(platform, await requireAuth(platform, request)),
  }));

  // The answer is this device's fresh session: the password change ended its old one too.
  api.put('/api/auth/me/password', { schema: { body: changePasswordSchema, response: { 200: authSessionSchema } } }, async (request, reply) => {
    const auth = await requireAuth(platform, request);
    const issued = await service.changePassword(platform, auth, request.body.currentPassword, request.body.password);
    return sendSession(config, request, reply, issued);
  });

  api.post('/api/auth/password-reset/request', { schema: { body: emailOnlySchema, response: { 200: okSchema } } }, async (request) => {
    await recovery.requestPasswordReset(platform, caller(request), request.body.email);
    return ok;
  });

  api.post('/api/auth/password-reset/check', { schema: { body: tokenOnlySchema, response: { 200: okSchema } } }, async (request) => {
    await recovery.assertLinkUsable(platform, 'password_reset', request.body.token);
    return ok;
  });

  api.post('/api/auth/password-reset/confirm', { schema: { body: resetPasswordSchema, response: { 200: okSchema } } }, async (request) => {
    await recovery.resetPassword(platform, caller(request), request.body.token, request.body.password);
    return ok;
  });

  // "Email me a sign-in link": the same answer for every address (see sign-in-link.ts).
  api.post('/api/auth/sign-in-link/request', { schema: { body: emailOnlySchema, response: { 200: okSchema } } }, async (request) => {
    await requestSignInLink(platform, caller(request), request.body.email);
    return ok;
  });

  // Redeems a mailed sign-in link (the lockout's or a requested one) (see sign-in-link.ts).
  api.post('/api/auth/sign-in-link', { schema: { body: tokenOnlySchema, response: { 200: authSessionSchema } } }, async (request, reply) => {
    const issued = await signInWithLink(platform, caller(request), request.body.token);
    return sendSession(config, request, reply, issued);
  });

  // The confirmation link's page (see confirmation.ts): the account's password, or a new one.
  api.post('/api/auth/confirm-email/check', { schema: { body: tokenOnlySchema, response: { 200: okSchema } } }, async (request) => {
    await confirmation.assertConfirmationUsable(platform, request.body.token);
    return ok;
  });

  api.post('/api/auth/confirm-email', { schema: { body: confirmEmailSchema, response: { 200: okSchema } } }, async (request) => {
    await confirmation.confirmEmail(platform, caller(request), request.body.token, request.body.password);
    return ok;
  });

  api.post('/api/auth/confirm-email/new-password', { schema: { body: confirmEmailNewPasswordSchema, response: { 200: okSchema } } }, async (request) => {
    await confirmation.confirmEmailWithNewPassword(platform, caller(request), request.body.token, request.body.password);
    return ok;
  });

  api.post('/api/auth/confirmation/resend', { schema: { body: emailOnlySchema, response: { 200: okSchema } } }, async (request) => {
    await confirmation.requestConfirmationResend(platform, caller(request), request.body.email);
    return ok;
  });
}
