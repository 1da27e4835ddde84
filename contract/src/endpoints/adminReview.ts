import { profileIdParamsSchema, correctSexResponseSchema } from '../admin';
import { okSchema } from '../auth';
import { adminDeliveriesQuerySchema, adminDeliveriesResponseSchema, deliveryIdParamsSchema, discardDeliverySchema } from '../deliveries';
import { photoFlagIdParamsSchema, photoFlagsResponseSchema, removeFlaggedPictureSchema } from '../photoSafety';
import { adminSexCorrectionsSchema, sexCorrectionIdParamsSchema } from '../sexCorrection';
import { adminStoriesSchema, rejectStorySchema, storyMatchParamsSchema } from '../stories';
import { approveVerificationSchema, rejectVerificationSchema, revokeVerificationSchema, verificationDecisionResponseSchema, verificationIdParamsSchema, verificationQueueSchema } from '../verification';
import { defineEndpoint } from './define';

/** The admin console's review tabs (moderators only, as every admin endpoint past sign-in). */
export const adminReviewEndpoints = {
  // The Verification tab.
  verificationQueue: defineEndpoint({ method: 'GET', path: '/api/admin/verification', response: verificationQueueSchema, errors: [] }),
  approveVerification: defineEndpoint({ method: 'POST', path: '/api/admin/verification/:requestId/approve', params: verificationIdParamsSchema, body: approveVerificationSchema, response: verificationDecisionResponseSchema, errors: ['verification.changedSinceShown', 'verification.notPending'] }),
  rejectVerification: defineEndpoint({ method: 'POST', path: '/api/admin/verification/:requestId/reject', params: verificationIdParamsSchema, body: rejectVerificationSchema, response: verificationDecisionResponseSchema, errors: ['verification.notPending'] }),
  revokeVerification: defineEndpoint({ method: 'POST', path: '/api/admin/profiles/:profileId/verification/revoke', params: profileIdParamsSchema, body: revokeVerificationSchema, response: verificationDecisionResponseSchema, errors: ['verification.notVerified'] }),
  // The Photos tab.
  photoFlags: defineEndpoint({ method: 'GET', path: '/api/admin/photo-flags', response: photoFlagsResponseSchema, errors: [] }),
  allowPhotoFlag: defineEndpoint({ method: 'POST', path: '/api/admin/photo-flags/:flagId/allow', params: photoFlagIdParamsSchema, response: okSchema, errors: ['photoSafety.flagDecided'] }),
  removeFlaggedPicture: defineEndpoint({ method: 'POST', path: '/api/admin/photo-flags/:flagId/remove', params: photoFlagIdParamsSchema, body: removeFlaggedPictureSchema, response: okSchema, errors: ['photoSafety.flagDecided', 'admin.confirmRequired', 'admin.confirmWrong'] }),
  // The Stories tab.
  stories: defineEndpoint({ method: 'GET', path: '/api/admin/stories', response: adminStoriesSchema, errors: [] }),
  approveStory: defineEndpoint({ method: 'POST', path: '/api/admin/stories/:matchId/approve', params: storyMatchParamsSchema, response: okSchema, errors: ['stories.notWaiting'] }),
  rejectStory: defineEndpoint({ method: 'POST', path: '/api/admin/stories/:matchId/reject', params: storyMatchParamsSchema, body: rejectStorySchema, response: okSchema, errors: ['stories.notWaiting', 'stories.reasonTooLong'] }),
  // The Gender tab (issue 29): no step-up code, as for the moderator's own correction.
  sexCorrections: defineEndpoint({ method: 'GET', path: '/api/admin/sex-corrections', response: adminSexCorrectionsSchema, errors: [] }),
  correctRequested: defineEndpoint({ method: 'POST', path: '/api/admin/sex-corrections/:requestId/correct', params: sexCorrectionIdParamsSchema, response: correctSexResponseSchema, errors: ['sexCorrection.notOpen'] }),
  declineRequested: defineEndpoint({ method: 'POST', path: '/api/admin/sex-corrections/:requestId/decline', params: sexCorrectionIdParamsSchema, response: okSchema, errors: ['sexCorrection.notOpen'] }),
  // The Deliveries tab.
  deliveries: defineEndpoint({ method: 'GET', path: '/api/admin/deliveries', query: adminDeliveriesQuerySchema, response: adminDeliveriesResponseSchema, errors: ['admin.invalidCursor'] }),
  retryDelivery: defineEndpoint({ method: 'POST', path: '/api/admin/deliveries/:deliveryId/retry', params: deliveryIdParamsSchema, response: okSchema, errors: ['deliveries.alreadySent', 'deliveries.beingSent'] }),
  discardDelivery: defineEndpoint({ method: 'POST', path: '/api/admin/deliveries/:deliveryId/discard', params: deliveryIdParamsSchema, body: discardDeliverySchema, response: okSchema, errors: ['admin.confirmRequired', 'admin.confirmWrong', 'deliveries.alreadySent', 'deliveries.beingSent'] }),
};
