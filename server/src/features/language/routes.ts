import { languageResponseSchema, setLanguageSchema } from '@mithaq/contract/languageSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/authenticate';
import type { Platform } from '../../platform/platform';
import { setMemberLanguage } from './service';

export function registerLanguageRoutes(app: FastifyInstance, platform: Platform) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The language choice of the web app and the wrapper; the session's user carries the stored one.
  api.put('/api/account/language', { schema: { body: setLanguageSchema, response: { 200: languageResponseSchema } } }, async (request) =>
    setMemberLanguage(platform, await requireAuth(platform, request), request.body.language),
  );
}
