import type { Queryable } from '../../platform/db/connect';
import { takeFromDailyAllowances, type Taken } from '../../platform/daily-allowance';
import type { Platform } from '../../platform/platform';
import { clientKey, ipv6SiteKey } from '../../platform/rate-limit';
import { noteEstablishedMember } from './members-on-network';
import { isEstablished } from './standing';

type Deps = Pick<Platform, 'config' | 'clock' | 'database' | 'rateLimiter'>;

/**
 * The daily budget of new profiles that the new accounts of one network share (profile-views/service.ts
 * asks before it records `wanted` profiles as shown): many throwaway accounts on one connection
 * get one budget, not one quota each. Each network is an IPv4 address or an IPv6 /64, and an
 * IPv6 /64 also shares the larger budget of its /48, so hopping between the /64s of one block
 * gains nothing. An established member (standing.ts) is neither held by it nor spends it, so
 * members behind a carrier's NAT are not shut out by four busy neighbours or by a scraper
 * spending it on purpose at midnight; they are counted on the network instead, for the flag.
 */
export async function takeNetworkBudget(deps: Deps, q: Queryable, viewerId: string, address: string, wanted: number): Promise<Taken> {
  if (await isEstablished(deps, q, viewerId)) {
    await noteEstablishedMember(deps, viewerId, address);
    return { granted: wanted, settle: async () => {} };
  }
  const site = ipv6SiteKey(address);
  const budgets = [
    { key: `views:network:${clientKey(address)}`, limit: deps.config.profileViewsPerNetworkPerDay },
    ...(site ? [{ key: `views:network48:${site}`, limit: deps.config.profileViewsPerIpv6SitePerDay }] : []),
  ];
  return takeFromDailyAllowances(deps, budgets, wanted);
}
