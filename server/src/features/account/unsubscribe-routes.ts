import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { oneClickForm, refusalParagraph, registerOneClickRoutes, sendPlainPage, visitorTexts } from '../../http/plain-page';
import { escapeHtml } from '../../platform/html';
import type { Platform } from '../../platform/platform';
import type { MemberTexts } from '../../platform/texts';
import { textsForMember } from '../language/public';
import type { UnsubscribeScope } from '../../platform/mail/unsubscribe-links';
import { assertUnsubscribeToken, unsubscribe } from './consent';
import { unsubscribeReminders } from './reminder-mail';

const querySchema = z.object({ token: z.string().max(300).default('') });

/** Each one-click link's page texts (emailTexts), by what it stops (consent.ts). */
const pageTexts = { news: 'unsubscribePage', reminders: 'reminderUnsubscribePage' } as const;

const page = (reply: FastifyReply, texts: MemberTexts, status: number, body: string, scope: UnsubscribeScope = 'news') =>
  sendPlainPage(reply, { language: texts.language, title: texts.email(`${pageTexts[scope]}.title`), status, body });

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
    const texts = visitorTexts(request);
    return page(reply, texts, 400, refusalParagraph(texts, error), scope);
  }
  const texts = await textsForMember(platform.database.db, userId);
  return page(reply, texts, 200, await work(texts), scope);
}

/** The reminder e-mails' page: what it stops, and the button (a POST to the same address, as a mail client's one click). */
const askToStopReminders = (texts: MemberTexts, url: string) =>
  `<p>${escapeHtml(texts.email('reminderUnsubscribePage.ask'))}</p>
${oneClickForm(url, texts.email('reminderUnsubscribePage.button'))}`;

/**
 * GET /api/unsubscribe?token=… shows a page with the button; POST to the same URL (the button,
 * or a mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns consent off. No
 * session: the signed token is the proof. /api/unsubscribe/reminders does the same for the
 * reminder e-mails, with a token of its own.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, platform: Platform) {
  await registerOneClickRoutes(app, (api) => {
    api.get('/api/unsubscribe', { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(platform, request, reply, request.query.token, async (texts) => {
        const action = `/api/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return `<p>${escapeHtml(texts.email('unsubscribePage.ask'))}</p>
${oneClickForm(action, texts.email('unsubscribePage.button'))}`;
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
