import { NEVER_EMAIL_PATH, NEVER_EMAIL_UNDO_PATH } from '@mithaq/contract/mailSuppression';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { oneClickForm, postForm, refusalParagraph, registerOneClickRoutes, sendPlainPage, visitorTexts } from '../../http/plain-page';
import { escapeHtml } from '../../platform/html';
import type { Platform } from '../../platform/platform';
import type { MemberTexts } from '../../platform/texts';
import { linkOptedOut, suppress, unsuppress } from './service';

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

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * GET /api/never-email?token=… shows a page (opening the link, as a mail scanner does, changes
 * nothing): for an address still mailed, one button that POSTs to the same URL (as a mail client's
 * RFC 8058 one-click does) and records the address: Mithaq never mails it again. For an address
 * already recorded, "E-mail me again", which POSTs the same link to NEVER_EMAIL_UNDO_PATH and takes
 * it off the list. No session: the signed token, mailed to that address only, is the proof.
 */
export async function registerMailSuppressionRoutes(app: FastifyInstance, platform: Platform) {
  await registerOneClickRoutes(app, (api) => {
    api.get(NEVER_EMAIL_PATH, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(request, reply, async (texts) => {
        const { token } = request.query;
        if (await linkOptedOut(platform, token)) {
          return `<p>${escapeHtml(texts.email('neverEmailPage.optedOut'))}</p>
${postForm(withToken(NEVER_EMAIL_UNDO_PATH, token), texts.email('neverEmailPage.undoButton'))}`;
        }
        return `<p>${escapeHtml(texts.email('neverEmailPage.ask'))}</p>
${oneClickForm(withToken(NEVER_EMAIL_PATH, token), texts.email('neverEmailPage.button'))}`;
      }),
    );
    api.post(NEVER_EMAIL_PATH, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(request, reply, async (texts) => {
        await suppress(platform, request.query.token);
        return `<p role="status">${escapeHtml(texts.email('neverEmailPage.done'))}</p>`;
      }),
    );
    api.post(NEVER_EMAIL_UNDO_PATH, { schema: { querystring: querySchema } }, async (request, reply) =>
      answerPage(request, reply, async (texts) => {
        await unsuppress(platform, request.query.token);
        return `<p role="status">${escapeHtml(texts.email('neverEmailPage.undone'))}</p>`;
      }),
    );
  });
}
