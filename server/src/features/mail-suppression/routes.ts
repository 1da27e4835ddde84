import { NEVER_EMAIL_PATH } from '@mithaq/contract/mailSuppression';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { oneClickForm, refusalParagraph, registerOneClickRoutes, sendPlainPage, visitorTexts } from '../../http/plain-page';
import { escapeHtml } from '../../platform/html';
import type { Platform } from '../../platform/platform';
import type { MemberTexts } from '../../platform/texts';
import { assertNeverEmailToken, suppress } from './service';

const querySchema = z.object({ token: z.string().max(300).default('') });

/** The page in the visitor's language (nobody is signed in: the browser's); a bad link answers 400 with the registry's message. */
async function answerPage(request: FastifyRequest, reply: FastifyReply, work: (texts: MemberTexts) => Promise<string>) {
  const texts = visitorTexts(request);
  const page = (status: number, body: string) => sendPlainPage(reply, { language: texts.language, title: texts.email('neverEmailPage.title'), status, body });
  try {
    return page(200, await work(texts));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return page(400, refusalParagraph(texts, error));
  }
}

/**
 * GET /api/never-email?token=… shows a page with one button (opening the link, as a mail scanner
 * does, changes nothing); POST to the same URL (the button, or a mail client's RFC 8058 one-click)
 * records the address: Mithaq never mails it again. No session: the signed token is the proof.
 */
export async function registerMailSuppressionRoutes(app: FastifyInstance, platform: Platform) {
  await registerOneClickRoutes(app, (api) => {
    api.get(NEVER_EMAIL_PATH, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(request, reply, async (texts) => {
        assertNeverEmailToken(platform, request.query.token);
        const action = `${NEVER_EMAIL_PATH}?token=${encodeURIComponent(request.query.token)}`;
        return `<p>${escapeHtml(texts.email('neverEmailPage.ask'))}</p>
${oneClickForm(action, texts.email('neverEmailPage.button'))}`;
      }),
    );
    api.post(NEVER_EMAIL_PATH, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(request, reply, async (texts) => {
        await suppress(platform, request.query.token);
        return `<p role="status">${escapeHtml(texts.email('neverEmailPage.done'))}</p>`;
      }),
    );
  });
}
