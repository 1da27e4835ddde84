import { appleAppSiteAssociation, assetLinks } from '@mithaq/contract/appLinks';
import { serverMessages } from '@mithaq/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { sendError } from '../../http/error-handler';

/**
 * The files that let the store apps open this site's e-mail links (issue 29): each is served
 * when its app is configured (ANDROID_APP_FINGERPRINTS, IOS_APP_IDS), 404 otherwise. Apple and
 * Google fetch them directly (no redirect) and read them as JSON; an hour's cache is plenty.
 */
export function registerAppLinkRoutes(app: FastifyInstance, config: Pick<Config, 'appLinks'>) {
  const { androidFingerprints, iosAppIds } = config.appLinks;
  const serve = (path: string, body: () => unknown, configured: boolean) =>
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      if (!configured) return sendError(reply, 'NOT_FOUND', serverMessages.notFound);
      return reply.header('Cache-Control', 'public, max-age=3600').type('application/json').send(JSON.stringify(body()));
    });
  serve('/.well-known/assetlinks.json', () => assetLinks(androidFingerprints), androidFingerprints.length > 0);
  serve('/.well-known/apple-app-site-association', () => appleAppSiteAssociation(iosAppIds), iosAppIds.length > 0);
}
