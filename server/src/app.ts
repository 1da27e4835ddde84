import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccountRoutes } from './features/account/routes';
import { registerUnsubscribeRoutes } from './features/account/unsubscribe-routes';
import { registerAdminRoutes } from './features/admin/routes';
import { registerAuthRoutes } from './features/auth/routes';
import { registerChatRoutes } from './features/chat/routes';
import { registerDiscoverRoutes } from './features/discover/routes';
import { registerGeoRoutes } from './features/geo/routes';
import { registerGuardianRoutes } from './features/guardians/routes';
import { registerLanguageRoutes } from './features/language/routes';
import { registerLikeRoutes } from './features/likes/routes';
import { registerAwayRoutes } from './features/away/routes';
import { registerMailSuppressionRoutes } from './features/mail-suppression/routes';
import { registerMarriageRoutes } from './features/marriage/routes';
import { registerMatchRoutes } from './features/matches/routes';
import { registerNotificationRoutes } from './features/notifications/routes';
import { registerPictureRoutes } from './features/pictures/routes';
import { registerAppLinkRoutes } from './features/app-links/routes';
import { registerHealthRoutes } from './features/health/routes';
import { registerPushRoutes } from './features/push/routes';
import { registerProfileRoutes } from './features/profiles/routes';
import { registerSexCorrectionRoutes } from './features/profiles/sex-correction-routes';
import { registerRealtimeRoutes } from './features/realtime/routes';
import { registerSafetyRoutes } from './features/safety/routes';
import { registerStoryRoutes } from './features/stories/routes';
import { registerTokenRoutes } from './features/tokens/routes';
import { noteProfileChange } from './features/verification/coverage';
import { registerVerificationRoutes } from './features/verification/routes';
import { registerNativeAppCors } from './http/cors';
import { registerErrorHandler } from './http/error-handler';
import { registerMediaRoute } from './http/media';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { registerReadLimit } from './http/read-limit';
import { registerSecurityHeaders } from './http/security';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerWebApp } from './http/web-app';
import type { Platform } from './platform/platform';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuildOptions {
  /** Told of every route as it is added (tests walk them: each /api route is described in OpenAPI). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP server: API under /api, pictures under /media, the web app for the rest. */
export async function buildApp(platform: Platform, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config, logger } = platform;
  const startedAt = Date.now();
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id (a load balancer's) when it is sane; otherwise make one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Draining (SIGTERM): keep-alive clients close after this answer and reconnect, through the balancer, elsewhere.
    if (platform.readiness.draining) reply.header('connection', 'close');
    done();
  });
  registerMetrics(app, platform.metrics, config.metrics);
  await registerOpenApi(app, { generateAtStart: config.env === 'production', serve: config.openApiPublic });

  registerErrorHandler(app, config.env);
  registerSecurityHeaders(app, config.publicUrl);
  registerNativeAppCors(app);
  await registerReadLimit(app, platform);
  await app.register(fastifyCookie);
  registerHealthRoutes(app, platform.database.db, platform.readiness, startedAt);
  registerAuthRoutes(app, platform);
  // A verified badge covers the pictures and the name: their changes go through verification's
  // rule, handed in here because verification builds on pictures, not the reverse.
  registerProfileRoutes(app, platform, noteProfileChange);
  await registerPictureRoutes(app, platform, noteProfileChange);
  registerGeoRoutes(app, platform);
  registerTokenRoutes(app, platform);
  registerAccountRoutes(app, platform);
  registerLanguageRoutes(app, platform);
  await registerUnsubscribeRoutes(app, platform);
  await registerMailSuppressionRoutes(app, platform);
  registerDiscoverRoutes(app, platform);
  registerLikeRoutes(app, platform);
  registerAwayRoutes(app, platform);
  registerSexCorrectionRoutes(app, platform);
  registerSafetyRoutes(app, platform);
  registerMatchRoutes(app, platform);
  registerMarriageRoutes(app, platform);
  registerStoryRoutes(app, platform);
  registerChatRoutes(app, platform);
  registerPushRoutes(app, platform);
  registerGuardianRoutes(app, platform);
  registerNotificationRoutes(app, platform);
  await registerRealtimeRoutes(app, platform);
  registerAdminRoutes(app, platform);
  await registerVerificationRoutes(app, platform);
  registerMediaRoute(app, platform);
  registerAppLinkRoutes(app, config);
  await registerWebApp(app, config.webDistDir);
  return app;
}
