import { MARKETING_REASK_MS, accountControlMessages, type MarketingConsent } from '@mithaq/contract/account';
import type { AuthContext } from '../../auth-context';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { unsubscriberOf, type UnsubscribeScope } from '../../platform/mail/unsubscribe-links';
import * as repo from './repo';

/**
 * Marketing consent: off until the member says yes. The app asks once after sign-up; a "no"
 * (or the prompt dismissed) is not asked again for 12 months. Transactional mail (confirmation,
 * reset, sign-in link, guardians, reminders) never looks at it.
 */

type Deps = Pick<Platform, 'database' | 'clock' | 'bus'>;

function consentView(row: { consent: boolean; answeredAt: Date | null } | undefined, now: Date): MarketingConsent {
  const consent = row?.consent ?? false;
  const answeredAt = row?.answeredAt ?? null;
  const ask = !consent && (answeredAt === null || now.getTime() - answeredAt.getTime() >= MARKETING_REASK_MS);
  return { consent, ask };
}

export async function getMarketingConsent(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext) {
  return consentView(await repo.marketingOf(deps.database.db, auth.userId), deps.clock.now());
}

/** An answer to the prompt or a change of the setting: either way it counts as answered now. */
export async function setMarketingConsent(deps: Deps, auth: AuthContext, consent: boolean) {
  const now = deps.clock.now();
  await inTransaction(deps, (tx) => repo.setMarketing(tx, auth.userId, consent, now));
  return consentView({ consent, answeredAt: now }, now);
}

// ---- one-click unsubscribe (RFC 8058; the links: platform/mail/unsubscribe-links.ts) --------

const invalidLink = { news: accountControlMessages.unsubscribeInvalid, reminders: accountControlMessages.reminderUnsubscribeInvalid };

/** Checks a link without acting on it (the GET page): its member, or a clear 400 for a bad token. */
export function assertUnsubscribeToken(deps: Pick<Platform, 'keys'>, token: string, scope: UnsubscribeScope = 'news'): string {
  const userId = unsubscriberOf(deps.keys, token, scope);
  if (!userId) throw invalid(invalidLink[scope]);
  return userId;
}

/** The one-click POST: consent off, no session needed. A deleted account has nothing left to turn off. */
export async function unsubscribe(deps: Deps & Pick<Platform, 'keys'>, token: string) {
  const userId = assertUnsubscribeToken(deps, token);
  const now = deps.clock.now();
  await inTransaction(deps, (tx) => repo.setMarketing(tx, userId, false, now));
}
