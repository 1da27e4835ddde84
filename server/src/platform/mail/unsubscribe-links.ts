import crypto from 'node:crypto';
import type { Platform } from '../platform';
import { checkWithAcceptedKeys, type KeyRing } from '../secrets';

/**
 * One-click unsubscribe links (RFC 8058) of mail to members: the member's id and a MAC (no
 * table; a link works as long as the secret). A platform module, so any feature that mails
 * (the news, the timers' reminders) signs them without depending on the feature that honours
 * them (account/consent.ts, account/reminder-mail.ts).
 */

/**
 * What a one-click link stops: the news (marketing consent), or the reminder e-mails. Each has
 * its own MAC input and address, so one never stops the other.
 */
export type UnsubscribeScope = 'news' | 'reminders';

// The news' MAC input is the one its links were always signed with: links already mailed keep working.
const macInputs: Record<UnsubscribeScope, string> = { news: 'unsubscribe', reminders: 'unsubscribe-reminders' };
const paths: Record<UnsubscribeScope, string> = { news: '/api/unsubscribe', reminders: '/api/unsubscribe/reminders' };

const macOf = (key: Buffer, userId: string, scope: UnsubscribeScope) =>
  crypto.createHmac('sha256', key).update(`${macInputs[scope]}:${userId}`).digest('base64url');

/** The member's unsubscribe token: their id and its MAC. */
export const unsubscribeToken = (key: Buffer, userId: string, scope: UnsubscribeScope = 'news') => `${userId}.${macOf(key, userId, scope)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user id a token names, when its MAC is right (under the current secret or, during a rotation, the previous one); otherwise null. */
export function unsubscriberOf(keys: KeyRing, token: string, scope: UnsubscribeScope): string | null {
  const [userId, mac, extra] = token.split('.');
  if (!userId || !mac || extra !== undefined || !UUID.test(userId)) return null;
  const given = Buffer.from(mac);
  return checkWithAcceptedKeys(keys, 'unsubscribe', (key) => {
    const expected = Buffer.from(macOf(key, userId, scope));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : null;
  });
}

/** What signing a link needs (the CLI builds it without a whole platform). */
export interface LinkDeps {
  keys: Pick<Platform['keys'], 'unsubscribe'>;
  config: Pick<Platform['config'], 'publicUrl'>;
}

/** The link in a mail's List-Unsubscribe header and footer. */
export const unsubscribeUrl = (deps: LinkDeps, userId: string, scope: UnsubscribeScope = 'news') =>
  `${deps.config.publicUrl}${paths[scope]}?token=${encodeURIComponent(unsubscribeToken(deps.keys.unsubscribe, userId, scope))}`;

/** The headers such a mail carries: List-Unsubscribe with one-click POST. */
export { oneClickHeaders as unsubscribeHeaders } from './one-click';
