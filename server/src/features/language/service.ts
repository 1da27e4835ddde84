import { emailsIn } from '@mithaq/contract/emails';
import type { Language } from '@mithaq/contract/languages';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { textsFor, type MemberTexts } from '../../platform/texts';
import type { AuthContext } from '../../auth-context';
import * as repo from './repo';

/**
 * What the server writes to `userId` (notifications, pushes, e-mails), in their language and,
 * where a translation distinguishes it, for their gender. English for an unknown user.
 */
export async function textsForMember(q: Queryable, userId: string): Promise<MemberTexts> {
  const row = await repo.readerRow(q, userId);
  return textsFor({ language: row?.language, female: row?.sex === 'female' });
}

/** The account e-mails (emails.ts) written for `userId`. */
export async function emailsForMember(q: Queryable, userId: string) {
  return emailsIn((await textsForMember(q, userId)).email);
}

/** The member's choice in the app: from now on their e-mails and pushes are written in it. */
export async function setMemberLanguage(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext, language: Language) {
  await repo.setLanguage(deps.database.db, auth.userId, language, deps.clock.now());
  return { language };
}
