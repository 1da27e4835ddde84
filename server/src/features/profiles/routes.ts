import { createProfileSchema, ownProfileResponseSchema, photoPrivacySchema, updateProfileSchema } from '@mithaq/contract/profiles';
import { intentionsSchema } from '@mithaq/contract/intentions';
import { verifiedContactOnlySchema } from '@mithaq/contract/photoSafety';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import type { ProfileChangeHook } from '../pictures/changes';
import * as service from './service';

/** `changed`: what another name does beyond the profile (verification/coverage.ts, given by app.ts). */
export function registerProfileRoutes(app: FastifyInstance, platform: Platform, changed: ProfileChangeHook) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // 404 means "signed in, sign-up wizard not finished" (spec §4).
  api.get('/api/profiles/me', { schema: { response: { 200: ownProfileResponseSchema } } }, async (request) => ({
    profile: await service.getOwnProfile(platform, await requireAuth(platform, request)),
  }));

  api.post(
    '/api/profiles',
    { schema: { body: createProfileSchema, response: { 201: ownProfileResponseSchema } } },
    async (request, reply) => {
      const profile = await service.createProfile(platform, await requireAuth(platform, request), request.body);
      return reply.status(201).send({ profile });
    },
  );

  api.put(
    '/api/profiles/me',
    { schema: { body: updateProfileSchema, response: { 200: ownProfileResponseSchema } } },
    async (request) => ({
      profile: await service.updateProfile(platform, await requireAuth(platform, request), request.body, changed),
    }),
  );

  api.put(
    '/api/profiles/me/photo-privacy',
    { schema: { body: photoPrivacySchema, response: { 200: ownProfileResponseSchema } } },
    async (request) => ({
      profile: await service.setPhotoPrivacy(platform, await requireAuth(platform, request), request.body.photosPrivate),
    }),
  );

  api.patch(
    '/api/profiles/me/verified-contact-only',
    { schema: { body: verifiedContactOnlySchema, response: { 200: ownProfileResponseSchema } } },
    async (request) => ({
      profile: await service.setVerifiedContactOnly(platform, await requireAuth(platform, request), request.body.verifiedContactOnly),
    }),
  );

  // The once-asked dialog (issue 28): answered or skipped (an empty body), it is not asked again.
  api.put(
    '/api/profiles/me/intentions',
    { schema: { body: intentionsSchema, response: { 200: ownProfileResponseSchema } } },
    async (request) => ({
      profile: await service.answerIntentions(platform, await requireAuth(platform, request), request.body),
    }),
  );
}
