import crypto from 'node:crypto';
import { MARKETING_REASK_MS, accountControlMessages, type MarketingConsent } from '@mithaq/contract/account';
import type { AuthContext } from '../../auth-context';
import { invalid } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { checkWithAcceptedKeys, type KeyRing } from '../../platform/secrets';
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

// ---- one-click unsubscribe (RFC 8058) -------------------------------------------------------

/**
 * What a one-click link stops: the news (the consent above), or the reminder e-mails
 * (reminder-mail.ts). Each has its own MAC input and address, so one never stops the other.
 */
export type UnsubscribeScope = 'news' | 'reminders';
// The news' MAC input is the one its links were always signed with: links already mailed keep working.
const macInputs: Record<UnsubscribeScope, string> = { news: 'unsubscribe', reminders: 'unsubscribe-reminders' };
const paths: Record<UnsubscribeScope, string> = { news: '/api/unsubscribe', reminders: '/api/unsubscribe/reminders' };
const invalidLink = { news: accountControlMessages.unsubscribeInvalid, reminders: accountControlMessages.reminderUnsubscribeInvalid };

const macOf = (key: Buffer, userId: string, scope: UnsubscribeScope) =>
  crypto.createHmac('sha256', key).update(`${macInputs[scope]}:${userId}`).digest('base64url');

/** The member's unsubscribe token: their id and its MAC (no table; it works as long as the secret). */
export const unsubscribeToken = (key: Buffer, userId: string, scope: UnsubscribeScope = 'news') => `${userId}.${macOf(key, userId, scope)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user id a token names, when its MAC is right (under the current secret or, during a rotation, the previous one); otherwise null. */
function userOfToken(keys: KeyRing, token: string, scope: UnsubscribeScope): string | null {
  const [userId, mac, extra] = token.split('.');
  if (!userId || !mac || extra !== undefined || !UUID.test(userId)) return null;
  const given = Buffer.from(mac);
  return checkWithAcceptedKeys(keys, 'unsubscribe', (key) => {
    const expected = Buffer.from(macOf(key, userId, scope));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : null;
  });
}

/** Checks a link without acting on it (the GET page): its member, or a clear 400 for a bad token. */
export function assertUnsubscribeToken(deps: Pick<Platform, 'keys'>, token: string, scope: UnsubscribeScope = 'news'): string {
  const userId = userOfToken(deps.keys, token, scope);
  if (!userId) throw invalid(invalidLink[scope]);
  return userId;
}

/** The one-click POST: consent off, no session needed. A deleted account has nothing left to turn off. */
export async function unsubscribe(deps: Deps & Pick<Platform, 'keys'>, token: string) {
  const userId = assertUnsubscribeToken(deps, token);
  const now = deps.clock.now();
  await inTransaction(deps, (tx) => repo.setMarketing(tx, userId, false, now));
}

/** What signing a link needs (the CLI builds it without a whole platform). */
export interface LinkDeps {
  keys: Pick<Platform['keys'], 'unsubscribe'>;
  config: Pick<Platform['config'], 'publicUrl'>;
}

/** The link in a non-transactional mail's header and footer. */
export const unsubscribeUrl = (deps: LinkDeps, userId: string, scope: UnsubscribeScope = 'news') =>
  `${deps.config.publicUrl}${paths[scope]}?token=${encodeURIComponent(unsubscribeToken(deps.keys.unsubscribe, userId, scope))}`;

/** The headers every non-transactional mail carries: List-Unsubscribe with one-click POST. */
export { oneClickHeaders as unsubscribeHeaders } from '../../platform/mail/one-click';
