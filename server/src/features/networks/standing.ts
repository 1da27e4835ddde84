import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/**
 * Whether an account still looks throwaway: new (younger than `config.newAccountDays`) and not
 * verified. Only such accounts spend their network's daily budget of new profiles (budget.ts);
 * an established member keeps only their own quota, however many share their address. Not a
 * match: two throwaway accounts can like each other; a verification costs a moderator's look at
 * a selfie, and age costs a scraper weeks of waiting per account.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Asked on every deck page with new profiles: remembered per database for a few minutes, so a
 * page costs no extra statement. A badge given or taken back, or the birthday of the account's
 * period, shows after that long at most. Bounded: past the cap it starts afresh.
 */
const REMEMBERED_MS = 10 * 60 * 1000;
const MAX_REMEMBERED = 50_000;
const remembered = new WeakMap<object, Map<string, { established: boolean; until: number }>>();

export function isEstablishedAccount(account: { createdAt: Date; verifiedAt: Date | null }, now: Date, newAccountDays: number) {
  return account.verifiedAt !== null || now.getTime() - account.createdAt.getTime() >= newAccountDays * DAY_MS;
}

export async function isEstablished(deps: Pick<Platform, 'config' | 'clock' | 'database'>, q: Queryable, userId: string): Promise<boolean> {
  const now = deps.clock.now();
  let byUser = remembered.get(deps.database);
  if (!byUser) remembered.set(deps.database, (byUser = new Map()));
  const known = byUser.get(userId);
  if (known && known.until > now.getTime()) return known.established;
  const account = await repo.accountStanding(q, userId);
  const established = account ? isEstablishedAccount(account, now, deps.config.newAccountDays) : false;
  if (byUser.size >= MAX_REMEMBERED) byUser.clear();
  byUser.set(userId, { established, until: now.getTime() + REMEMBERED_MS });
  return established;
}
