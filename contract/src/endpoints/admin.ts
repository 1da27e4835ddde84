import { deletionRequestSchema } from '../account';
import {
  adjustTokensResponseSchema,
  adjustTokensSchema,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminCodeSchema,
  adminMeSchema,
  adminProfileResponseSchema,
  adminProfilesQuerySchema,
  adminProfilesResponseSchema,
  adminReportResponseSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  adminSignInSchema,
  adminSignInStepSchema,
  confirmSchema,
  correctSexResponseSchema,
  correctSexSchema,
  pictureIdParamsSchema,
  profileIdParamsSchema,
  reportIdParamsSchema,
  setActiveResponseSchema,
  setActiveSchema,
} from '../admin';
import { authSessionSchema, okSchema } from '../auth';
import { idempotentHeadersSchema } from '../matches';
import { adminAppealsResponseSchema, appealDecisionSchema, appealIdParamsSchema, decisionSchema } from '../reports';
import { defineEndpoint } from './define';

/**
 * The moderators' console. The two sign-in steps are open; everything else answers only a
 * moderator's session (server/src/features/admin/routes.ts's guard). The review tabs are in
 * contract/src/endpoints/adminReview.ts.
 */
export const adminEndpoints = {
  // Two steps: the password answers with a ticket (never a session), the code with the session.
  signIn: defineEndpoint({ method: 'POST', path: '/api/admin/sign-in', body: adminSignInSchema, response: adminSignInStepSchema, errors: ['admin.invalidCredentials'] }),
  signInCode: defineEndpoint({ method: 'POST', path: '/api/admin/sign-in/code', body: adminCodeSchema, response: authSessionSchema, errors: ['admin.codeInvalid', 'admin.ticketExpired'] }),
  correctSex: defineEndpoint({ method: 'PUT', path: '/api/admin/profiles/:profileId/sex', params: profileIdParamsSchema, body: correctSexSchema, response: correctSexResponseSchema, errors: ['admin.sexUnchanged', 'profiles.notFound'] }),
  me: defineEndpoint({ method: 'GET', path: '/api/admin/me', response: adminMeSchema, errors: [] }),
  profiles: defineEndpoint({ method: 'GET', path: '/api/admin/profiles', query: adminProfilesQuerySchema, response: adminProfilesResponseSchema, errors: ['admin.invalidCursor'] }),
  profile: defineEndpoint({ method: 'GET', path: '/api/admin/profiles/:profileId', params: profileIdParamsSchema, response: adminProfileResponseSchema, errors: ['profiles.notFound'] }),
  setActive: defineEndpoint({ method: 'PUT', path: '/api/admin/profiles/:profileId/active', params: profileIdParamsSchema, body: setActiveSchema, response: setActiveResponseSchema, errors: ['admin.confirmRequired', 'admin.confirmWrong', 'admin.ownDeactivation'] }),
  adjustTokens: defineEndpoint({
    method: 'POST',
    path: '/api/admin/profiles/:profileId/tokens',
    params: profileIdParamsSchema,
    headers: idempotentHeadersSchema,
    body: adjustTokensSchema,
    response: adjustTokensResponseSchema,
    errors: ['matches.idempotencyMismatch', 'admin.confirmRequired', 'admin.confirmWrong'],
  }),
  deletePicture: defineEndpoint({ method: 'DELETE', path: '/api/admin/pictures/:pictureId', params: pictureIdParamsSchema, body: confirmSchema, response: okSchema, errors: ['admin.confirmRequired', 'pictures.notFound', 'admin.confirmWrong'] }),
  deletionRequest: defineEndpoint({
    method: 'POST',
    path: '/api/admin/deletion-requests',
    body: deletionRequestSchema,
    response: okSchema,
    errors: ['accountControls.memberNotFound', 'accountControls.requesterRequired', 'accountControls.adminNotDeletable', 'admin.confirmRequired', 'admin.confirmWrong'],
  }),
  reports: defineEndpoint({ method: 'GET', path: '/api/admin/reports', query: adminReportsQuerySchema, response: adminReportsResponseSchema, errors: ['admin.invalidCursor'] }),
  decideReport: defineEndpoint({ method: 'POST', path: '/api/admin/reports/:reportId/decision', params: reportIdParamsSchema, body: decisionSchema, response: adminReportResponseSchema, errors: ['admin.confirmRequired', 'admin.reportNotFound', 'profiles.notFound', 'reports.alreadyDecided', 'admin.confirmWrong'] }),
  appeals: defineEndpoint({ method: 'GET', path: '/api/admin/appeals', response: adminAppealsResponseSchema, errors: [] }),
  decideAppeal: defineEndpoint({ method: 'POST', path: '/api/admin/appeals/:appealId/decision', params: appealIdParamsSchema, body: appealDecisionSchema, response: okSchema, errors: ['admin.confirmRequired', 'reports.appealNotFound', 'admin.confirmWrong', 'reports.appealDecided'] }),
  audit: defineEndpoint({ method: 'GET', path: '/api/admin/audit', query: adminAuditQuerySchema, response: adminAuditResponseSchema, errors: ['admin.invalidCursor'] }),
};
