import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { oneClickForm, refusalParagraph, registerOneClickRoutes, sendPlainPage, visitorTexts } from '../../http/plain-page';
import { escapeHtml } from '../../platform/html';
import type { Platform } from '../../platform/platform';
import type { MemberTexts } from '../../platform/texts';
import { textsForMember } from '../language/service';
import { assertUnsubscribeToken, unsubscribe } from './consent';

const querySchema = z.object({ token: z.string().max(300).default('') });

const page = (reply: FastifyReply, texts: MemberTexts, status: number, body: string) =>
  sendPlainPage(reply, { language: texts.language, title: texts.email('unsubscribePage.title'), status, body });

/**
 * The page speaks the member's language (the token names them); a bad link, whose member is
 * unknown, speaks the browser's. A bad link answers the registry's message with its status.
 */
async function answerPage(platform: Platform, request: FastifyRequest, reply: FastifyReply, token: string, work: (texts: MemberTexts) => Promise<string>) {
  let userId: string;
  try {
    userId = assertUnsubscribeToken(platform, token);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const texts = visitorTexts(request);
    return page(reply, texts, 400, refusalParagraph(texts, error));
  }
  const texts = await textsForMember(platform.database.db, userId);
  return page(reply, texts, 200, await work(texts));
}

/**
 * GET /api/unsubscribe?token=… shows a page with the button; POST to the same URL (the button,
 * or a mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns consent off. No
 * session: the signed token is the proof.
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
  });
}
