import { unsubscribePage } from '@mithaq/contract/emails';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors';
import type { Platform } from '../../platform/platform';
import { assertUnsubscribeToken, unsubscribe } from './consent';

const querySchema = z.object({ token: z.string().max(300).default('') });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page (no script, no app): the link must work in any mail client's browser. */
function page(reply: FastifyReply, status: number, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${unsubscribePage.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${unsubscribePage.title}</h1>${body}</body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** A bad link answers the registry's message on the page, with its status. */
async function orErrorPage(reply: FastifyReply, work: () => Promise<string>) {
  try {
    return page(reply, 200, await work());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return page(reply, 400, `<p role="alert">${escapeHtml(error.message)}</p>`);
  }
}

/**
 * GET /api/unsubscribe?token=… shows a page with the button; POST to the same URL (the button,
 * or a mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns consent off. No
 * session: the signed token is the proof.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, platform: Platform) {
  await app.register(async (scope) => {
    // RFC 8058 posts a form body; its content does not matter, the token is in the URL.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    }
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/api/unsubscribe', { schema: { querystring: querySchema } }, async (request, reply) =>
      orErrorPage(reply, async () => {
        assertUnsubscribeToken(platform, request.query.token);
        const action = `/api/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return `<p>${unsubscribePage.ask}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${unsubscribePage.button}</button></form>`;
      }),
    );
    api.post('/api/unsubscribe', { schema: { querystring: querySchema } }, async (request, reply) =>
      orErrorPage(reply, async () => {
        await unsubscribe(platform, request.query.token);
        return `<p role="status">${unsubscribePage.done}</p>`;
      }),
    );
  });
}
