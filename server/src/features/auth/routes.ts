import { authMessages } from '@mithaq/contract/auth';
import { authEndpoints as endpoints } from '@mithaq/contract/endpoints/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { assertSameSiteRequest } from '../../http/csrf';
import { route } from '../../http/route';
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

const caller = (request: FastifyRequest): service.Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  client: isNativeClient(request) ? 'native' : 'web',
});

const ok = { ok: true } as const;

export function registerAuthRoutes(app: FastifyInstance, platform: Platform) {
  const { config } = platform;

  route(app, endpoints.signUp, async (request, reply) => {
    const { email, password, language } = request.body;
    const result = await service.signUp(platform, caller(request), { email, password, language });
    return {
      session: result.issued ? sendSession(config, request, reply, result.issued) : null,
      confirmationRequired: result.confirmationRequired,
    };
  });

  route(app, endpoints.signIn, async (request, reply) => {
    const device = { deviceToken: deviceTokenOf(config, request, request.body.deviceToken) };
    const issued = await service.signIn(platform, { ...caller(request), ...device }, request.body.email, request.body.password);
    return sendSession(config, request, reply, issued);
  });

  route(app, endpoints.appeal, async (request) => {
    await appeal(platform, caller(request), request.body.email, request.body.password, request.body.text);
    return ok;
  });

  route(app, endpoints.refresh, async (request, reply) => {
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
  });

  route(app, endpoints.signOut, async (request, reply) => {
    const token = refreshTokenOf(config, request, request.body?.refreshToken);
    if (token && !request.body?.refreshToken) assertSameSiteRequest(request, config.publicUrl);
    if (token) await endSession(platform, token, request.body?.pushToken);
    clearSessionCookie(config, reply);
    return ok;
  });

  route(app, endpoints.signOutEverywhere, async (request, reply) => {
    await service.signOutEverywhere(platform, await requireAuth(platform, request));
    clearSessionCookie(config, reply);
    return ok;
  });

  route(app, endpoints.sessions, async (request) => ({
    sessions: await listDevices(platform, await requireAuth(platform, request)),
  }));

  route(app, endpoints.signOutDevice, async (request) => {
    await signOutDevice(platform, await requireAuth(platform, request), request.params.sessionId);
    return ok;
  });

  route(app, endpoints.me, async (request) => ({
    user: await service.currentUser(platform, await requireAuth(platform, request)),
  }));

  route(app, endpoints.changePassword, async (request, reply) => {
    const auth = await requireAuth(platform, request);
    const issued = await service.changePassword(platform, auth, request.body.currentPassword, request.body.password);
    return sendSession(config, request, reply, issued);
  });

  route(app, endpoints.requestPasswordReset, async (request) => {
    await recovery.requestPasswordReset(platform, caller(request), request.body.email);
    return ok;
  });

  route(app, endpoints.checkPasswordReset, async (request) => {
    await recovery.assertLinkUsable(platform, 'password_reset', request.body.token);
    return ok;
  });

  route(app, endpoints.confirmPasswordReset, async (request) => {
    await recovery.resetPassword(platform, caller(request), request.body.token, request.body.password);
    return ok;
  });

  route(app, endpoints.requestSignInLink, async (request) => {
    await requestSignInLink(platform, caller(request), request.body.email);
    return ok;
  });

  route(app, endpoints.signInWithLink, async (request, reply) => {
    const issued = await signInWithLink(platform, caller(request), request.body.token);
    return sendSession(config, request, reply, issued);
  });

  route(app, endpoints.checkConfirmation, async (request) => {
    await confirmation.assertConfirmationUsable(platform, request.body.token);
    return ok;
  });

  route(app, endpoints.confirmEmail, async (request) => {
    await confirmation.confirmEmail(platform, caller(request), request.body.token, request.body.password);
    return ok;
  });

  route(app, endpoints.confirmEmailNewPassword, async (request) => {
    await confirmation.confirmEmailWithNewPassword(platform, caller(request), request.body.token, request.body.password);
    return ok;
  });

  route(app, endpoints.resendConfirmation, async (request) => {
    await confirmation.requestConfirmationResend(platform, caller(request), request.body.email);
    return ok;
  });
}
