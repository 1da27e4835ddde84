import { profilesEndpoints as endpoints } from '@mithaq/contract/endpoints/profiles';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { route } from '../../http/route';
import type { Platform } from '../../platform/platform';
import type { ProfileChangeHook } from '../pictures/public';
import * as service from './service';

/** `changed`: what another name does beyond the profile (verification/coverage.ts, given by app.ts). */
export function registerProfileRoutes(app: FastifyInstance, platform: Platform, changed: ProfileChangeHook) {
  route(app, endpoints.own, async (request) => ({
    profile: await service.getOwnProfile(platform, await requireAuth(platform, request)),
  }));

  route(app, endpoints.create, async (request, reply) => {
    const profile = await service.createProfile(platform, await requireAuth(platform, request), request.body);
    return reply.status(201).send({ profile });
  });

  route(app, endpoints.update, async (request) => ({
    profile: await service.updateProfile(platform, await requireAuth(platform, request), request.body, changed),
  }));

  route(app, endpoints.photoPrivacy, async (request) => ({
    profile: await service.setPhotoPrivacy(platform, await requireAuth(platform, request), request.body.photosPrivate),
  }));

  route(app, endpoints.verifiedContactOnly, async (request) => ({
    profile: await service.setVerifiedContactOnly(platform, await requireAuth(platform, request), request.body.verifiedContactOnly),
  }));

  route(app, endpoints.intentions, async (request) => ({
    profile: await service.answerIntentions(platform, await requireAuth(platform, request), request.body),
  }));
}
