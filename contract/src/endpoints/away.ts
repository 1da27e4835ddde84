import { awayStatusSchema, setAwaySchema } from '../away';
import { defineEndpoint } from './define';

/** The member's "away" (issue 28): read it, set it, end it early. */
export const awayEndpoints = {
  status: defineEndpoint({ method: 'GET', path: '/api/profiles/me/away', response: awayStatusSchema, errors: [] }),
  set: defineEndpoint({ method: 'POST', path: '/api/profiles/me/away', body: setAwaySchema, response: awayStatusSchema, errors: ['away.untilInvalid', 'away.tooSoon'] }),
  end: defineEndpoint({ method: 'DELETE', path: '/api/profiles/me/away', response: awayStatusSchema, errors: ['away.notAway'] }),
};
