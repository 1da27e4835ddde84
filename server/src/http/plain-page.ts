import { acceptLanguageTags, bestLanguage, directionOf, type Language } from '@mithaq/contract/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DomainError } from '../errors';
import { escapeHtml } from '../platform/html';
import { textsFor, type MemberTexts } from '../platform/texts';

/**
 * A plain page (no script, no app) for the links in e-mails (unsubscribe, never e-mail me again):
 * it must work in any mail client's browser. `body` is HTML already escaped by the caller.
 */
export function sendPlainPage(reply: FastifyReply, page: { language: Language; title: string; status: number; body: string }) {
  const title = escapeHtml(page.title);
  const html = `<!doctype html><html lang="${page.language}" dir="${directionOf(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${title}</h1>${page.body}</body></html>`;
  return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The texts for a visitor the page cannot name (a bad link, someone who is no member): the browser's language. */
export const visitorTexts = (request: FastifyRequest): MemberTexts =>
  textsFor({ language: bestLanguage(acceptLanguageTags(request.headers['accept-language'])) });

/** A refusal (a bad link) as the page's alert, in the reader's language. */
export const refusalParagraph = (texts: MemberTexts, error: DomainError) =>
  `<p role="alert">${escapeHtml(error.key ? texts.message(error.key, error.params) : error.message)}</p>`;

/** A form of one button that POSTs to `action`; `fields` is HTML already escaped by the caller. */
export const postForm = (action: string, button: string, fields = '') =>
  `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">${escapeHtml(button)}</button></form>`;

/** The form of a one-click page: a POST to the same link (RFC 8058's body, so a mail client's POST and this button look alike). */
export const oneClickForm = (action: string, button: string) =>
  postForm(action, button, '<input type="hidden" name="List-Unsubscribe" value="One-Click">\n');

const zodApi = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();

/**
 * Registers routes that take RFC 8058's one-click POST, or a plain page's form: the form body
 * (`List-Unsubscribe=One-Click`, or nothing) is read and ignored, the token being in the URL.
 */
export async function registerOneClickRoutes(app: FastifyInstance, register: (api: ReturnType<typeof zodApi>) => void) {
  await app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    }
    register(zodApi(scope));
  });
}
