import { publicStoriesSchema, storyResponseSchema, writeStorySchema } from '../stories';
import { defineEndpoint } from './define';
import { apiPaths } from './paths';
import { matchParamsSchema as params } from './matches';

/**
 * Success stories: the couple's own in their chat (write, agree, withdraw), and the landing page's
 * (no sign-in). The landing page reads `public` without zod (web/src/features/landing/SuccessStories.tsx:
 * the first script's budget), so the web calls that one directly.
 */
export const storiesEndpoints = {
  public: defineEndpoint({ method: 'GET', path: apiPaths.stories.public, response: publicStoriesSchema, webCallsDirectly: 'the landing page keeps zod out of its first script', errors: [] }),
  get: defineEndpoint({ method: 'GET', path: '/api/matches/:id/story', params, response: storyResponseSchema, errors: ['matches.notFound'] }),
  write: defineEndpoint({
    method: 'PUT',
    path: '/api/matches/:id/story',
    params,
    body: writeStorySchema,
    response: storyResponseSchema,
    errors: ['matches.notFound', 'marriage.notMarried', 'stories.bodyRequired', 'stories.bodyTooLong', 'stories.signatureTooLong'],
  }),
  agree: defineEndpoint({ method: 'POST', path: '/api/matches/:id/story/agree', params, response: storyResponseSchema, errors: ['matches.notFound', 'stories.nothingToConsent'] }),
  withdraw: defineEndpoint({ method: 'DELETE', path: '/api/matches/:id/story', params, response: storyResponseSchema, errors: ['matches.notFound'] }),
};
