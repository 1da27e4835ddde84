import { acceptLanguageTags, bestLanguage, directionOf } from '@mithaq/contract/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors';
import type { Platform } from '../../platform/platform';
import { textsFor, type MemberTexts } from '../../platform/texts';
import { textsForMember } from '../language/service';
import { assertUnsubscribeToken, unsubscribe, type UnsubscribeScope } from './consent';
import { unsubscribeReminders } from './reminder-mail';

const querySchema = z.object({ token: z.string().max(300).default('') });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Each one-click link's page texts (emailTexts), by what it stops (consent.ts). */
const pageTexts = { news: 'unsubscribePage', reminders: 'reminderUnsubscribePage' } as const;

/** A plain page (no script, no app): the link must work in any mail client's browser. */
function page(reply: FastifyReply, texts: MemberTexts, status: number, body: string, scope: UnsubscribeScope = 'news') {
  const title = escapeHtml(texts.email(`${pageTexts[scope]}.title`));
  const html = `<!doctype html><html lang="${texts.language}" dir="${directionOf(texts.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${title}</h1>${body}</body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The page speaks the member's language (the token names them); a bad link, whose member is
 * unknown, speaks the browser's. A bad link answers the registry's message with its status.
 */
async function answerPage(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  work: (texts: MemberTexts) => Promise<string>,
  scope: UnsubscribeScope = 'news',
) {
  let userId: string;
  try {
    userId = assertUnsubscribeToken(platform, token, scope);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const texts = textsFor({ language: bestLanguage(acceptLanguageTags(request.headers['accept-language'])) });
    const message = error.key ? texts.message(error.key, error.params) : error.message;
    return page(reply, texts, 400, `<p role="alert">${escapeHtml(message)}</p>`, scope);
  }
  const texts = await textsForMember(platform.database.db, userId);
  return page(reply, texts, 200, await work(texts), scope);
}

/** The reminder e-mails' page: what it stops, and the button (a POST to the same address, as a mail client's one click). */
const askToStopReminders = (texts: MemberTexts, url: string) =>
  `<p>${escapeHtml(texts.email('reminderUnsubscribePage.ask'))}</p>
<form method="post" action="${escapeHtml(url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(texts.email('reminderUnsubscribePage.button'))}</button></form>`;

/**
 * GET /api/unsubscribe?token=… shows a page with the button; POST to the same URL (the button,
 * or a mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns consent off. No
 * session: the signed token is the proof. /api/unsubscribe/reminders does the same for the
 * reminder e-mails, with a token of its own.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, platform: Platform) {
  await app.register(async (scope) => {
    // RFC 8058 posts a form body; its content does not matter, the token is in the URL.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    }
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/api/unsubscribe', { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(platform, request, reply, request.query.token, async (texts) => {
        const action = `/api/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return `<p>${escapeHtml(texts.email('unsubscribePage.ask'))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(texts.email('unsubscribePage.button'))}</button></form>`;
      }),
    );
    api.post('/api/unsubscribe', { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(platform, request, reply, request.query.token, async (texts) => {
        await unsubscribe(platform, request.query.token);
        return `<p role="status">${escapeHtml(texts.email('unsubscribePage.done'))}</p>`;
      }),
    );
    // The reminder e-mails' link (account/reminder-mail.ts): the same page and one-click POST, stopping those e-mails only.
    const reminders = '/api/unsubscribe/reminders';
    api.get(reminders, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(platform, request, reply, request.query.token, async (texts) => askToStopReminders(texts, request.url), 'reminders'),
    );
    api.post(reminders, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(platform, request, reply, request.query.token, async (texts) => {
        await unsubscribeReminders(platform, request.query.token);
        return `<p role="status">${escapeHtml(texts.email('reminderUnsubscribePage.done'))}</p>`;
      }, 'reminders'),
    );
  });
}
