import { deckQuerySchema, deckResponseSchema } from '../discover';
import { placeSchema, reverseGeocodeSchema } from '../geo';
import { languageResponseSchema, setLanguageSchema } from '../languageSchemas';
import { defineEndpoint } from './define';
import { apiPaths } from './paths';

export const discoverEndpoints = {
  deck: defineEndpoint({ method: 'GET', path: '/api/discover', query: deckQuerySchema, response: deckResponseSchema, errors: ['discover.viewQuotaReached', 'discover.networkViewQuotaReached', 'discover.rangeOrder', 'profiles.notFound', 'discover.invalidCursor', 'discover.countryInvalid', 'discover.filtersInvalid'] }),
};

export const geoEndpoints = {
  // POST, so the coordinates travel in the body and never appear in an access log's URL.
  reverse: defineEndpoint({ method: 'POST', path: '/api/geo/reverse', body: reverseGeocodeSchema, response: placeSchema, errors: [] }),
};

export const languageEndpoints = {
  // The language choice of the web app and the wrapper; the session's user carries the stored one.
  set: defineEndpoint({
    method: 'PUT',
    path: apiPaths.language.set,
    body: setLanguageSchema,
    response: languageResponseSchema,
    webCallsDirectly: 'the landing page chooses the language and its first script carries no zod (web/src/lib/language.ts checks the answer by hand)',
    errors: [],
  }),
};
