import { okSchema } from '../auth';
import { verificationAskResponseSchema } from '../photoSafety';
import { selfieQuerySchema, verificationStateResponseSchema, verificationTrySchema } from '../verification';
import { defineEndpoint } from './define';
import { matchParamsSchema as params } from './matches';

/** The member's side of selfie verification (the moderators' is admin's), and asking a match to verify. */
export const verificationEndpoints = {
  state: defineEndpoint({ method: 'GET', path: '/api/verification', response: verificationStateResponseSchema, errors: [] }),
  startTry: defineEndpoint({ method: 'POST', path: '/api/verification/tries', response: verificationTrySchema, errors: ['verification.triesUsed', 'verification.alreadyPending', 'verification.alreadyVerified'] }),
  selfie: defineEndpoint({
    method: 'POST',
    path: '/api/verification/selfie',
    query: selfieQuerySchema,
    response: verificationStateResponseSchema,
    errors: ['verification.selfieRequired', 'verification.challengeInvalid', 'verification.triesUsed', 'verification.alreadyPending', 'pictures.unsupported'],
    webCallsDirectly: 'the body is the raw image file, sent by uploadPictureFile (web/src/features/pictures/uploadPicture.ts) with progress',
  }),
  // "Ask a match to verify", from the chat: the match's ask, asking, and ending the match once it expired unmet.
  ask: defineEndpoint({ method: 'GET', path: '/api/matches/:id/verification-ask', params, response: verificationAskResponseSchema, errors: ['matches.notFound'] }),
  askToVerify: defineEndpoint({
    method: 'POST',
    path: '/api/matches/:id/verification-ask',
    params,
    response: okSchema,
    errors: ['matches.notFound', 'photoSafety.askAlreadyOpen', 'photoSafety.askNotNeeded'],
  }),
  endAfterUnmetAsk: defineEndpoint({
    method: 'POST',
    path: '/api/matches/:id/verification-ask/end',
    params,
    response: okSchema,
    errors: ['matches.notFound', 'photoSafety.askNotExpired', 'photoSafety.askMatchEnded'],
  }),
};
