import { healthResponseSchema, readinessResponseSchema } from '../health';
import { defineEndpoint } from './define';

/** For balancers and monitors, not the web app: each answers 200, or 503 with the same report. */
export const healthEndpoints = {
  // Liveness: the process answers, and so does its database.
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: healthResponseSchema, alsoAnswers: [503], errors: [] }),
  // Readiness: send this server traffic or not (503 while a dependency is down or it drains).
  ready: defineEndpoint({ method: 'GET', path: '/api/ready', response: readinessResponseSchema, alsoAnswers: [503], errors: [] }),
};
