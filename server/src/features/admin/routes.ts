import {
  adjustTokensResponseSchema,
  adjustTokensSchema,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminMeSchema,
  adminProfileResponseSchema,
  adminProfilesQuerySchema,
  adminProfilesResponseSchema,
  adminReportResponseSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  adminCodeSchema,
  adminSignInSchema,
  adminSignInStepSchema,
  confirmSchema,
  pictureIdParamsSchema,
  profileIdParamsSchema,
  reportIdParamsSchema,
  setActiveResponseSchema,
  setActiveSchema,
} from '@mithaq/contract/admin';
import { authSessionSchema, okSchema } from '@mithaq/contract/auth';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@mithaq/contract/matches';
import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { isNativeClient, sendSession } from '../auth/cookies';
import type { Caller } from '../auth/service';
import { currentUser } from '../auth/service';
import { isModerator, type AuthContext } from '../../auth-context';
import { correctSexResponseSchema, correctSexSchema } from '@mithaq/contract/admin';
import { correctSex } from './corrections';
import { deleteOnRequest } from './deletion-requests';
import { deletionRequestSchema } from '@mithaq/contract/account';
import * as moderation from './moderation';
import { auditLog } from './audit-service';
import * as profiles from './profiles-service';
import * as reports from './reports-service';
import * as decisions from './decisions';
import { adminAppealsResponseSchema, appealDecisionSchema, appealIdParamsSchema, decisionSchema } from '@mithaq/contract/reports';
import { completeAdminSignIn, startAdminSignIn } from './two-factor';
import { registerDeliveryRoutes } from './deliveries-routes';
import { registerPhotoFlagRoutes } from './photo-flags-routes';
import { registerSexCorrectionReviewRoutes } from './sex-corrections-routes';
import { registerStoryReviewRoutes } from './stories-routes';
import { registerVerificationReviewRoutes } from './verification-routes';
import { buildInfo } from '../../platform/build-info';

/** The admin behind each guarded request, set by the guard before anything else runs. */
const admins = new WeakMap<FastifyRequest, AuthContext>();

function adminOf(request: FastifyRequest): AuthContext {
  const admin = admins.get(request);
  if (!admin) throw new Error('admin route reached without the admin guard');
  return admin;
}

/**
 * Anonymous: 401. Anything but a moderator's session — a member, or an admin account on a session
 * the code step did not make (role and mark read from the database on every call): 403.
 */
async function requireAdmin(platform: Platform, request: FastifyRequest): Promise<AuthContext> {
  const auth = await requireAuth(platform, request);
  if (!isModerator(auth)) throw forbidden(serverMessages.forbidden);
  return auth;
}

const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  client: isNativeClient(request) ? 'native' : 'web',
});

const idempotent = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

export function registerAdminRoutes(app: FastifyInstance, platform: Platform) {
  const open = app.withTypeProvider<ZodTypeProvider>();
  // Two steps: the password answers with a ticket (never a session), the code with the session.
  open.post(
    '/api/admin/sign-in',
    { schema: { body: adminSignInSchema, response: { 200: adminSignInStepSchema } } },
    async (request) => startAdminSignIn(platform, callerOf(request), request.body.email, request.body.password),
  );

  open.post(
    '/api/admin/sign-in/code',
    { schema: { body: adminCodeSchema, response: { 200: authSessionSchema } } },
    async (request, reply) => {
      const issued = await completeAdminSignIn(platform, callerOf(request), request.body.ticket, request.body.code);
      return sendSession(platform.config, request, reply, issued);
    },
  );

  // Everything else is moderators only. The guard runs on request, before the input is even
  // validated, so a caller without the role and the mark learns nothing from the answers.
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      admins.set(request, await requireAdmin(platform, request));
    });
    registerGuardedRoutes(scope, platform);
    registerVerificationReviewRoutes(scope, platform, adminOf);
    registerPhotoFlagRoutes(scope, platform, adminOf);
    registerStoryReviewRoutes(scope, platform, adminOf);
    registerSexCorrectionReviewRoutes(scope, platform, adminOf);
    registerDeliveryRoutes(scope, platform, adminOf);
  });
}

function registerGuardedRoutes(scope: FastifyInstance, platform: Platform) {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/admin/profiles/:profileId/sex',
    { schema: { params: profileIdParamsSchema, body: correctSexSchema, response: { 200: correctSexResponseSchema } } },
    async (request) => correctSex(platform, adminOf(request), request.params.profileId, request.body),
  );

  api.get('/api/admin/me', { schema: { response: { 200: adminMeSchema } } }, async (request) => {
    const { version, commit } = buildInfo(platform.config.commit);
    return { user: await currentUser(platform, adminOf(request)), build: { version, commit } };
  });

  api.get(
    '/api/admin/profiles',
    { schema: { querystring: adminProfilesQuerySchema, response: { 200: adminProfilesResponseSchema } } },
    async (request) => profiles.listProfiles(platform, adminOf(request), request.query.q, request.query.cursor, request.query.limit),
  );

  api.get(
    '/api/admin/profiles/:profileId',
    { schema: { params: profileIdParamsSchema, response: { 200: adminProfileResponseSchema } } },
    async (request) => ({ profile: await profiles.profileDetails(platform, adminOf(request), request.params.profileId) }),
  );

  api.put(
    '/api/admin/profiles/:profileId/active',
    { schema: { params: profileIdParamsSchema, body: setActiveSchema, response: { 200: setActiveResponseSchema } } },
    async (request) => moderation.setActive(platform, adminOf(request), request.params.profileId, request.body.isActive, request.body.confirm),
  );

  api.post(
    '/api/admin/profiles/:profileId/tokens',
    {
      schema: { params: profileIdParamsSchema, headers: idempotent, body: adjustTokensSchema, response: { 200: adjustTokensResponseSchema } },
    },
    async (request) =>
      moderation.adjustTokens(platform, adminOf(request), request.params.profileId, {
        amount: request.body.amount,
        reason: request.body.reason,
        key: request.headers[IDEMPOTENCY_HEADER],
        confirm: request.body.confirm,
      }),
  );

  api.delete(
    '/api/admin/pictures/:pictureId',
    { schema: { params: pictureIdParamsSchema, body: confirmSchema, response: { 200: okSchema } } },
    async (request) => {
      await moderation.deletePicture(platform, adminOf(request), request.params.pictureId, request.body?.confirm);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/deletion-requests',
    { schema: { body: deletionRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteOnRequest(platform, adminOf(request), request.body);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/admin/reports',
    { schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportsResponseSchema } } },
    async (request) => reports.listReports(platform, adminOf(request), request.query.status, request.query.cursor, request.query.limit),
  );

  api.post(
    '/api/admin/reports/:reportId/decision',
    { schema: { params: reportIdParamsSchema, body: decisionSchema, response: { 200: adminReportResponseSchema } } },
    async (request) => ({ report: await decisions.decide(platform, adminOf(request), request.params.reportId, request.body) }),
  );

  api.get('/api/admin/appeals', { schema: { response: { 200: adminAppealsResponseSchema } } }, async () => ({
    appeals: await decisions.listAppeals(platform),
  }));

  api.post(
    '/api/admin/appeals/:appealId/decision',
    { schema: { params: appealIdParamsSchema, body: appealDecisionSchema, response: { 200: okSchema } } },
    async (request) => {
      await decisions.decideAppeal(platform, adminOf(request), request.params.appealId, request.body);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/admin/audit',
    { schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditResponseSchema } } },
    async (request) => auditLog(platform, request.query.cursor, request.query.limit),
  );
}
