import { emailsIn } from '@mithaq/contract/emails';
import { inTransaction } from '../../platform/after-commit';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Platform } from '../../platform/platform';
import { textsFor } from '../../platform/texts';
import { unsubscribeHeaders, unsubscribeUrl, type LinkDeps } from '../../platform/mail/unsubscribe-links';
import * as repo from './repo';

export interface News {
  subject: string;
  text: string;
}

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'> & LinkDeps;

/**
 * Queues one news mail per consenting active member, each with its own one-click unsubscribe
 * link (header and footer), the footer in the member's language (the news itself is the
 * operator's words). All or nothing: the outbox rows commit together. Answers the count.
 */
export async function sendNews(deps: Deps, news: News): Promise<number> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    const members = await repo.consentingActiveMembers(tx);
    for (const member of members) {
      const link = unsubscribeUrl(deps, member.id);
      const emails = emailsIn(textsFor({ language: member.language, female: member.sex === 'female' }).email);
      await enqueueMail(tx, { to: member.email, ...emails.news(news.subject, news.text, link), headers: unsubscribeHeaders(link) }, now, 'bulk');
    }
    return members.length;
  });
}
