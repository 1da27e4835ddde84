import { retention } from '@mithaq/contract/constants';
import { daysBefore } from '../../platform/clock';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'logger'>;

/**
 * The privacy policy's pruning of sign-ins (hourly, on any number of servers): a session that
 * ended (signed out, revoked, or past its end) goes with its refresh tokens a week later, and
 * so does a live session's refresh token a week past its own expiry. The week keeps the
 * devices list and the answer to a replayed token as they were; after it nothing reads them.
 * Answers the rows deleted: sessions first (their tokens go with them), then lone tokens.
 */
export async function pruneEndedSessions(deps: Deps) {
  const before = daysBefore(deps.clock.now(), retention.endedSessionDays);
  const sessions = await repo.deleteSessionsEndedBefore(deps.database.db, before);
  const tokens = await repo.deleteRefreshTokensExpiredBefore(deps.database.db, before);
  if (sessions + tokens > 0) deps.logger.info({ sessions, tokens }, 'ended sessions and expired refresh tokens pruned');
  return sessions + tokens;
}

/**
 * Confirmation, reset and sign-in links a week after they were used or expired (a spent link is
 * refused either way); an unused confirmation link stays until the address is confirmed, or its
 * account goes (pruneUnconfirmedAccounts).
 */
export async function pruneSpentLinks(deps: Deps) {
  const links = await repo.deleteLinksSpentBefore(deps.database.db, daysBefore(deps.clock.now(), retention.spentLinkDays));
  if (links > 0) deps.logger.info({ links }, 'spent one-time links pruned');
  return links;
}

/**
 * Accounts whose address was never confirmed, with their links, once they are older than the
 * policy's period: anyone can make one with any address, and none ever had a profile (see
 * repo.deleteUnconfirmedAccountsBefore). Confirmation off confirms at sign-up, so none goes then.
 */
export async function pruneUnconfirmedAccounts(deps: Deps) {
  const accounts = await repo.deleteUnconfirmedAccountsBefore(deps.database.db, daysBefore(deps.clock.now(), retention.unconfirmedAccountDays));
  if (accounts > 0) deps.logger.info({ accounts }, 'accounts never confirmed pruned');
  return accounts;
}
