import { intentionsSchema } from '../intentions';
import { verifiedContactOnlySchema } from '../photoSafety';
import { createProfileSchema, ownProfileResponseSchema, photoPrivacySchema, updateProfileSchema } from '../profiles';
import { askSexCorrectionSchema, sexCorrectionStatusSchema } from '../sexCorrection';
import { defineEndpoint } from './define';
import { apiPaths } from './paths';

export const profilesEndpoints = {
  // 404 means "signed in, sign-up wizard not finished" (spec §4).
  own: defineEndpoint({ method: 'GET', path: apiPaths.profiles.own, response: ownProfileResponseSchema, errors: ['profiles.notFound'] }),
  create: defineEndpoint({ method: 'POST', path: '/api/profiles', body: createProfileSchema, status: 201, response: ownProfileResponseSchema, errors: ['geo.failed', 'profiles.alreadyExists', 'profiles.invalidBirthDate', 'profiles.tooYoung'] }),
  update: defineEndpoint({ method: 'PUT', path: apiPaths.profiles.own, body: updateProfileSchema, response: ownProfileResponseSchema, errors: ['profiles.notFound', 'pictures.selectOne', 'profiles.sexLocked'] }),
  photoPrivacy: defineEndpoint({ method: 'PUT', path: '/api/profiles/me/photo-privacy', body: photoPrivacySchema, response: ownProfileResponseSchema, errors: [] }),
  verifiedContactOnly: defineEndpoint({ method: 'PATCH', path: '/api/profiles/me/verified-contact-only', body: verifiedContactOnlySchema, response: ownProfileResponseSchema, errors: [] }),
  // The once-asked dialog (issue 28): answered or skipped (an empty body), it is not asked again.
  intentions: defineEndpoint({ method: 'PUT', path: '/api/profiles/me/intentions', body: intentionsSchema, response: ownProfileResponseSchema, errors: [] }),
  // The member's gender correction request (issue 29): read it, send one from Edit Profile.
  sexCorrection: defineEndpoint({ method: 'GET', path: '/api/profiles/me/sex-correction', response: sexCorrectionStatusSchema, errors: [] }),
  askSexCorrection: defineEndpoint({ method: 'POST', path: '/api/profiles/me/sex-correction', body: askSexCorrectionSchema, response: sexCorrectionStatusSchema, errors: ['sexCorrection.alreadyAsked', 'sexCorrection.askAgainLater', 'sexCorrection.profileChanged'] }),
};
