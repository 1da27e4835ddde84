import { adminEndpoints as endpoints } from '@mithaq/contract/endpoints/admin';
import { IDEMPOTENCY_HEADER } from '@mithaq/contract/matches';
import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import { currentUser, isNativeClient, sendSession, type Caller } from '../auth/public';
import { isModerator, type AuthContext } from '../../auth-context';
import { correctSex } from './corrections';
import { deleteOnRequest } from './deletion-requests';
import * as moderation from './moderation';
import { auditLog } from './audit-service';
import * as profiles from './profiles-service';
import * as reports from './reports-service';
import * as decisions from './decisions';
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

export function registerAdminRoutes(app: FastifyInstance, platform: Platform) {
  route(app, endpoints.signIn, async (request) => startAdminSignIn(platform, callerOf(request), request.body.email, request.body.password));

  route(app, endpoints.signInCode, async (request, reply) => {
    const issued = await completeAdminSignIn(platform, callerOf(request), request.body.ticket, request.body.code);
    return sendSession(platform.config, request, reply, issued);
  });

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
  route(scope, endpoints.correctSex, async (request) => correctSex(platform, adminOf(request), request.params.profileId, request.body));

  route(scope, endpoints.me, async (request) => {
    const { version, commit } = buildInfo(platform.config.commit);
    return { user: await currentUser(platform, adminOf(request)), build: { version, commit } };
  });

  route(scope, endpoints.profiles, async (request) =>
    profiles.listProfiles(platform, adminOf(request), request.query.q, request.query.cursor, request.query.limit),
  );

  route(scope, endpoints.profile, async (request) => ({ profile: await profiles.profileDetails(platform, adminOf(request), request.params.profileId) }));

  route(scope, endpoints.setActive, async (request) =>
    moderation.setActive(platform, adminOf(request), request.params.profileId, request.body.isActive, request.body.confirm),
  );

  route(scope, endpoints.adjustTokens, async (request) =>
    moderation.adjustTokens(platform, adminOf(request), request.params.profileId, {
      amount: request.body.amount,
      reason: request.body.reason,
      key: request.headers[IDEMPOTENCY_HEADER],
      confirm: request.body.confirm,
    }),
  );

  route(scope, endpoints.deletePicture, async (request) => {
    await moderation.deletePicture(platform, adminOf(request), request.params.pictureId, request.body?.confirm);
    return { ok: true as const };
  });

  route(scope, endpoints.deletionRequest, async (request) => {
    await deleteOnRequest(platform, adminOf(request), request.body);
    return { ok: true as const };
  });

  route(scope, endpoints.reports, async (request) =>
    reports.listReports(platform, adminOf(request), request.query.status, request.query.cursor, request.query.limit),
  );

  route(scope, endpoints.decideReport, async (request) => ({ report: await decisions.decide(platform, adminOf(request), request.params.reportId, request.body) }));

  route(scope, endpoints.appeals, async () => ({ appeals: await decisions.listAppeals(platform) }));

  route(scope, endpoints.decideAppeal, async (request) => {
    await decisions.decideAppeal(platform, adminOf(request), request.params.appealId, request.body);
    return { ok: true as const };
  });

  route(scope, endpoints.audit, async (request) => auditLog(platform, request.query.cursor, request.query.limit));
}
